import { accounts, expect, login, test } from './fixtures';

/** The owner's pages in Hindi: chosen in the app's header, remembered on this device. */

test('an owner picks हिन्दी in the header, sees the dashboard in Hindi, and it stays after a reload @http', async ({
  page,
}) => {
  await login(page, accounts.owner);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'हिन्दी' });

  await expect(page.getByRole('heading', { name: 'फिर से स्वागत है!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'मेरी Tapcard प्रोफ़ाइलें (5)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'मेरा खाता' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'फिर से स्वागत है!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'मेरी Tapcard प्रोफ़ाइलें (5)' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});
