import { accounts, cards, expect, login, test } from './fixtures';

/**
 * The editor as the production build serves it (ADR 0013). Its code comes in chunks loaded on
 * demand (the screen, each tab's form, the preview's card, the Share dialog), here under the
 * README's Content-Security-Policy, so a chunk that runs before one it needs, or code the policy
 * refuses, shows here: the live preview draws the card,
 * every tab opens its form, Share opens its dialog, and nothing logs an error on the way.
 */
test('the production editor draws its live preview, opens every tab and the Share dialog @prod', async ({
  page,
}) => {
  await login(page, accounts.owner);
  // From here on (the login page's session check answers 401 on purpose).
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`/dashboard/my-profiles/${cards.full}`);

  const preview = page.getByRole('region', { name: 'Live Preview card' });
  await expect(preview.getByRole('heading', { level: 4, name: 'Owen Owner' })).toBeVisible();
  await expect(preview.getByText(/cannot be shown/)).toHaveCount(0);

  const details = page.getByRole('region', { name: 'Edit Details' });
  await expect(details.getByRole('form', { name: 'General' })).toBeVisible();
  await details.getByRole('tab', { name: 'Logo' }).click();
  await expect(details.getByText('Drag a logo here or click to choose a file')).toBeVisible();
  for (const name of ['Contact', 'Socials', 'Location', 'Documents', 'Other']) {
    await details.getByRole('tab', { name }).click();
    await expect(details.getByRole('form', { name }), `${name} opens`).toBeVisible();
  }

  await page.getByRole('button', { name: 'Share', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: `Share card ${cards.full}` });
  await expect(dialog.getByRole('img', { name: `QR code for card ${cards.full}` })).toBeVisible();
  expect(errors, 'console errors').toEqual([]);
});
