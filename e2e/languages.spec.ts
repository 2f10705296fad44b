import { cards, expect, test } from './fixtures';
import { undersizedTargets } from './touch-targets';

/** The card in the visitor's language (docs/decisions/0018-languages-library.md), on a phone. */
test.use({ viewport: { width: 390, height: 844 } });

test.describe('a phone whose language is Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('opens the card in Hindi; English chosen in the menu stays after a reload', async ({
    page,
  }) => {
    await page.goto(`/profile/${cards.full}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Owen Owner' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('button', { name: 'संपर्क सेव करें' }).first()).toBeVisible();
    const menu = page.getByRole('button', { name: 'भाषा: हिन्दी' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Language: English' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Save Contact' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Description' })).toBeVisible();
  });
});

test('?lang=ur reads right to left', async ({ page }) => {
  await page.goto(`/profile/${cards.full}?lang=ur`);
  await expect(page.getByRole('button', { name: 'زبان: اردو' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  // The menu sits at the end of the line: the left in Urdu.
  const box = await page.getByRole('button', { name: 'زبان: اردو' }).boundingBox();
  expect(box!.x).toBeLessThan(390 / 2);
});

test('?lang=ta shows Tamil', async ({ page }) => {
  await page.goto(`/profile/${cards.full}?lang=ta-IN`);
  await expect(page.getByRole('button', { name: 'மொழி: தமிழ்' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'விவரம்' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'தொடர்பைச் சேமி' }).first()).toBeVisible();
});

test('the language menu works from the keyboard and its targets are 44×44', async ({ page }) => {
  await page.goto(`/profile/${cards.full}`);
  const menu = page.getByRole('button', { name: 'Language: English' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(await undersizedTargets(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'English', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await menu.press('Enter');
  await page.getByRole('button', { name: 'ગુજરાતી' }).press('Enter');
  await expect(page.getByRole('button', { name: 'ભાષા: ગુજરાતી' })).toBeVisible();
});
