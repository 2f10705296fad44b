import type { Page } from '@playwright/test';
import {
  accounts,
  cards,
  expect as baseExpect,
  login,
  test,
  watchCapabilityTraces,
} from './fixtures';

// Each journey opens the card page and the dashboard a few times, on a busy CI machine.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

// Insights against the in-browser mock: every test has a fresh browser context, so a fresh
// mock backend; the light card (owner's, phone filled) has no seeded history.
const card = cards.light;
const crawler = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

/** Waits for the card page's next event call and its answer. */
const nextEvent = (page: Page) =>
  page.waitForResponse((r) => r.url().includes(`/api/profile/${card}/events`));

/** Opens the owner's Insights of the card from My Profiles, 7 days. */
async function openInsights(page: Page) {
  await login(page, accounts.owner);
  const summary = page.getByRole('article', { name: `Card ${card}` });
  await summary.getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/my-profiles/${card}/insights$`));
  await page.locator('label', { hasText: '7 days' }).click();
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Views' })).toBeVisible();
}

const figure = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test('visits, saves, actions and sources reach the owner’s Insights', async ({ page }) => {
  const first = nextEvent(page);
  await page.goto(`/profile/${card}?s=qr`);
  await expect(page.getByRole('heading', { name: 'Owen Light' })).toBeVisible();
  expect((await first).status()).toBe(202);
  // The source is read and taken out of the address bar: passing the card on passes no `s`.
  await expect(page).toHaveURL(new RegExp(`/profile/${card}$`));
  for (let i = 0; i < 2; i += 1) {
    const again = nextEvent(page);
    await page.reload();
    await again;
  }
  const save = nextEvent(page);
  await page.getByRole('button', { name: 'Save Contact' }).click();
  await save;
  await page.getByRole('tab', { name: 'Contact' }).click();
  const phone = nextEvent(page);
  await page
    .getByRole('link', { name: 'Phone' })
    .evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
  await page.getByRole('link', { name: 'Phone' }).click();
  await phone;

  await openInsights(page);
  await page.reload();
  await expect(figure(page, 'Views')).toContainText('3');
  await expect(figure(page, 'Unique visitors')).toContainText('1');
  await expect(figure(page, 'Saves')).toContainText('1');
  await expect(page.getByText('0 visits by bots were left out')).toBeVisible();
  // Each figure says what it counts, to a screen reader too.
  await expect(figure(page, 'Views')).toHaveAccessibleDescription(
    'Times the card was opened by people.',
  );
  const sources = page.getByRole('list', { name: 'Sources' });
  await expect(sources.getByRole('listitem').filter({ hasText: 'Printed QR' })).toContainText('1');
  await expect(sources.getByRole('listitem').filter({ hasText: 'Direct' })).toContainText('2');
  const actions = page.getByRole('list', { name: 'Actions' });
  await expect(actions.getByRole('listitem').filter({ hasText: 'Phone' })).toContainText('1');
  // The chart's keyboard stop (recharts' accessibility layer) has the chart's name.
  await expect(
    page.getByRole('figure', { name: /^Views and saves by/ }).getByRole('application'),
  ).toHaveAccessibleName(/^Views and saves by (day|week)$/);
  // The chart's table alternative has the same figures by date.
  await page.getByRole('button', { name: 'Show as a table' }).click();
  const table = page.getByRole('table', { name: 'Views and saves by day' });
  await expect(table.getByRole('row')).toHaveCount(8);
});

test.describe('a crawler', () => {
  test.use({ userAgent: crawler });

  test('counts as a bot, not a view', async ({ page }) => {
    const event = nextEvent(page);
    await page.goto(`/profile/${card}?s=nfc`);
    await event;
    await openInsights(page);
    await expect(page.getByText('1 visit by a bot was left out')).toBeVisible();
    await expect(figure(page, 'Views')).toContainText('0');
    await expect(page.getByText('No visits in the last 7 days')).toBeVisible();
  });
});

test('the owner’s own visits with count=false are not counted', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/events')) calls.push(r.url());
  });
  await page.goto(`/profile/${card}?count=false`);
  await expect(page.getByRole('heading', { name: 'Owen Light' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Contact' }).click();
  await openInsights(page);
  await expect(figure(page, 'Views')).toContainText('0');
  expect(calls).toEqual([]);
});

test('a server without the capability shows no trace of it', async ({ page }) => {
  const traces = watchCapabilityTraces(page, 'insights');
  await page.goto(`/profile/${card}?scenario=spec-only&s=qr`);
  await expect(page.getByRole('heading', { name: 'Owen Light' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Contact' }).click();
  await login(page, accounts.owner);
  const summary = page.getByRole('article', { name: `Card ${card}` });
  await expect(summary.getByText('Taps')).toBeVisible();
  await expect(summary.getByText('Views (30 days)')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Insights' })).toHaveCount(0);
  await summary.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Insights' })).toHaveCount(0);
  // The page's address leads back to the list, not to an error.
  await page.goto(`/dashboard/my-profiles/${card}/insights`);
  await expect(page).toHaveURL(/\/dashboard\/my-profiles$/);
  traces.expectNone();
});
