import type { Locator, Page } from '@playwright/test';
import { accounts, cards, expect, test } from './fixtures';

/** Presses Tab until `target` has focus (at most `max` times): proves it is keyboard-reachable. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}

async function keyboardLogin(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(account.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
}

test('a keyboard user logs in', async ({ page }) => {
  await keyboardLogin(page, accounts.owner);
  await expect(page).toHaveURL(/\/dashboard\/my-profiles$/);
});

test('a keyboard user switches tabs on the public card and opens and closes every dialog', async ({
  page,
}) => {
  await page.goto(`/profile/${cards.full}?count=false`);
  await expect(page.getByRole('heading', { level: 1, name: 'Owen Owner' })).toBeVisible();
  // The hero's 'Save Contact' (ADR 0005) comes first and works from the keyboard.
  const save = page
    .getByRole('group', { name: 'Card actions' })
    .getByRole('button', { name: 'Save Contact' });
  await tabTo(page, save);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  expect(download.suggestedFilename()).toBe('Owen_Owner.vcf');
  // Spec §2: the card opens on its first tab; arrow keys move between tabs.
  const description = page.getByRole('tab', { name: 'Description' });
  const contact = page.getByRole('tab', { name: 'Contact' });
  await expect(description).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, description);
  await page.keyboard.press('ArrowRight');
  await expect(contact).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(contact).toHaveAttribute('aria-selected', 'true');

  const panel = page.getByRole('tabpanel');
  for (const name of ['Phone', 'WhatsApp', 'Email']) {
    const button = panel.getByRole('button', { name });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog, `${name} chooser opens`).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog, `${name} chooser closes on Escape`).toBeHidden();
    await expect(button, 'focus returns to the button').toBeFocused();
  }

  await page.getByRole('tab', { name: 'Location' }).focus();
  await page.keyboard.press('Enter');
  const address = panel.getByRole('button', { name: 'Address' });
  await tabTo(page, address);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(address).toBeFocused();

  await page.getByRole('tab', { name: 'Other' }).focus();
  await page.keyboard.press('Enter');
  const upi = panel.getByRole('button', { name: 'UPI' });
  await tabTo(page, upi);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(upi).toBeFocused();
});

test('a keyboard user saves an editor form', async ({ page }) => {
  await keyboardLogin(page, accounts.owner);
  await page.goto(`/dashboard/my-profiles/${cards.full}`);
  const details = page.getByRole('region', { name: 'Edit Details' });
  await expect(details).toBeVisible();
  const tagLine = details.getByLabel('Tag line');
  await tabTo(page, tagLine, 120);
  await page.keyboard.press('End');
  await page.keyboard.type(' (keyboard)');
  const save = details.getByRole('form', { name: 'General' }).getByRole('button', { name: 'Save' });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(page.getByText('General data updated successfully.')).toBeVisible();
  await expect(tagLine).toHaveValue('Founder, Owen & Co. (keyboard)');
});

test('on a phone, Escape closes a dialog of the previewed card first, then the preview', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await keyboardLogin(page, accounts.owner);
  await page.goto(`/dashboard/my-profiles/${cards.full}`);
  const show = page.getByRole('button', { name: 'Show live preview' });
  await show.click();
  const drawer = page.getByRole('dialog', { name: 'Live Preview' });
  const preview = drawer.getByRole('region', { name: 'Live Preview card' });
  await preview.getByRole('button', { name: 'QR code' }).click();
  const share = page.getByRole('dialog', { name: 'Share this card' });
  await expect(share).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();
  // The preview stays open (its button says so at once; the drawer would still be fading out).
  await expect(show).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer).toBeHidden();
});
