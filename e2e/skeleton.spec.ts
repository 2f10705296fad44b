import { accounts, cards, expect, login, test } from './fixtures';

/**
 * The walking skeleton (the thinnest journey through the whole app), on both transports (@http: the
 * in-browser mock and the app's real network path to `npm run mock:api`): log in through the form,
 * see the dashboard and the owner's card list, and open a public card.
 */
test('owner logs in, sees their cards and opens a public card @http', async ({ page }) => {
  await login(page, accounts.owner);
  await expect(page.getByText('Owen Owner', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(accounts.owner.email)).toBeVisible();

  await expect(page.getByRole('heading', { name: 'My Tapcard Profiles (5)' })).toBeVisible();
  for (const id of Object.values(cards)) {
    await expect(
      page.getByRole('article', { name: `Card ${id}` }).getByText(id, { exact: true }),
    ).toBeVisible();
  }

  await page.goto(`/profile/${cards.full}`);
  await expect(page.getByRole('img', { name: 'Owen Owner logo' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Owen Owner' })).toBeVisible();
  await expect(page.getByText('Founder, Owen & Co.')).toBeVisible();
});
