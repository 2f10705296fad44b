import type { Page } from '@playwright/test';
import { accounts, cards, expect, login, test } from './fixtures';
import { undersizedTargets } from './touch-targets';

// The owner's pages at a phone's width: every control a thumb can hit (WCAG 2.5.5, 44×44 CSS
// px; the sizes are set once in the Mantine theme, src/config/theme.ts).
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

/** Every visible control of the page as it is now is at least 44×44 px (soft: every page is reported). */
async function expectThumbSized(page: Page, where: string) {
  expect.soft(await undersizedTargets(page), `undersized targets on ${where}`).toEqual([]);
}

test('the owner’s pages have thumb-sized targets on a phone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectThumbSized(page, '/login');

  await login(page, accounts.owner, { open: false });
  await expect(page.getByRole('article', { name: `Card ${cards.full}` })).toBeVisible();
  await expectThumbSized(page, 'My Profiles');
  // The dashboard's menu, opened from its button on a phone.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
  await expectThumbSized(page, 'the dashboard’s menu');
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('link', { name: 'My Account' })).toBeHidden();

  await page.goto(`/dashboard/my-profiles/${cards.full}`);
  const tabs = page.getByTestId('editor-tabs').getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  for (const name of await tabs.allInnerTexts()) {
    await page.getByRole('tab', { name }).click();
    const panel = page.getByRole('tabpanel', { name });
    // The section's code has come: the panel shows its form, not its loader.
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    await expectThumbSized(page, `the editor's ${name} tab`);
  }

  await page.goto('/dashboard/contacts');
  const rows = page.getByRole('list', { name: 'Contacts' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  await expectThumbSized(page, 'Contacts');
  await rows.first().getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectThumbSized(page, 'a contact’s details');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.goto(`/dashboard/my-profiles/${cards.full}/insights?days=90`);
  await expect(page.getByRole('group', { name: 'Views' })).toBeVisible();
  await expectThumbSized(page, 'Insights');
});

test.describe('the editor at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows every Edit Details tab, Exchange too, without scrolling the tab row', async ({
    page,
  }) => {
    await login(page, accounts.owner);
    await page.goto(`/dashboard/my-profiles/${cards.full}`);
    const list = page.getByTestId('editor-tabs');
    await expect(list.getByRole('tab', { name: 'Exchange' })).toBeVisible();
    expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const row = await list.boundingBox();
    for (const tab of await list.getByRole('tab').all()) {
      const box = await tab.boundingBox();
      expect(box && row && box.x + box.width <= row.x + row.width + 0.5).toBe(true);
    }
  });
});

test('the editor’s Name field is on a phone’s first screen, and the live preview’s button covers no field', async ({
  page,
}) => {
  await login(page, accounts.owner);
  await page.goto(`/dashboard/my-profiles/${cards.full}`);
  const show = page.getByRole('button', { name: 'Show live preview' });
  await expect(show).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeVisible();
  // 'Edit Details' comes first on a phone: the Name field is on the first screen, unscrolled.
  expect(await name.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(844);
  // At the first screen and with each field scrolled into view, no field lies under it.
  const overlaps = () =>
    page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === 'Show live preview',
      );
      const b = button?.getBoundingClientRect();
      if (!b) return ['no button'];
      return [...document.querySelectorAll('input, textarea, select')]
        .filter((field) => field.checkVisibility())
        .map((field) => ({ field, r: field.getBoundingClientRect() }))
        .filter(
          ({ r }) => r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom,
        )
        .map(({ field }) => field.getAttribute('name') ?? field.id);
    });
  expect(await overlaps()).toEqual([]);
  for (const field of await page
    .getByRole('tabpanel', { name: 'General' })
    .getByRole('textbox')
    .all()) {
    await field.scrollIntoViewIfNeeded();
    expect(await overlaps()).toEqual([]);
  }
});
