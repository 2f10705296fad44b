import type { Page } from '@playwright/test';
import { accounts, expect, login, test } from './fixtures';

/**
 * Hostile data through the mock backend: HTML and script in every text field, javascript:, data:
 * and vbscript: URLs in every URL field and in redirectUrl, 10,000-character strings, emoji and
 * right-to-left text. Nothing executes, no such URL becomes a link or a navigation, and the layout
 * holds on a phone.
 */
test.use({ viewport: { width: 390, height: 844 } });

const html = '<img src=x onerror=alert(1)><script>alert(2)</script>';
const huge = `${'Ω'.repeat(5000)}${'x'.repeat(5000)}`;
const emoji = '👩🏽‍💻🚀✨ café';
const rtl = 'مرحبا بالعالم שלום';
const badUrls = [
  'javascript:alert(3)',
  'data:text/html,<script>alert(4)</script>',
  'vbscript:msgbox(5)',
  'JaVaScRiPt:alert(6)',
];
const url = (i: number) => badUrls[i % badUrls.length]!;
const text = (i: number) => [html, huge, emoji, rtl][i % 4]!;

const hostileCard = {
  _id: 'hostile-everything',
  general: {
    name: `${html} ${emoji} ${rtl}`,
    tagLine: huge,
    description: `${html}\n${rtl}\n${huge}`,
    logo: { name: 'x', content: url(0) },
  },
  contact: {
    phone: [
      { name: text(0), code: 'IN', number: '9876543210' },
      { name: text(3), code: 'IN', number: '9123456780' },
    ],
    whatsapp: [{ name: text(1), code: 'IN', number: '9876543210' }],
    email: [{ name: text(2), content: 'a@example.com' }],
  },
  socials: {
    website: url(0),
    instagram: url(1),
    youtube: url(2),
    facebook: url(3),
    x: url(0),
    justdial: url(1),
    linkedin: url(2),
  },
  location: {
    googleMapsUrl: url(3),
    address: { street: html, city: rtl, state: emoji, postalCode: '560001', country: huge },
  },
  documents: [
    { name: html, content: url(0) },
    { name: rtl, content: url(1) },
    { name: huge, content: url(2) },
  ],
  other: { upi: { name: html, content: 'owen@okbank' }, googleReviewUrl: url(3) },
  style: { theme: 'light', accent: 'pink' },
  meta: { owner: { email: accounts.owner.email }, isActive: true, taps: 0, redirectUrl: url(1) },
};

/** Writes the card and a hostile name for the owner straight into the mock's database. */
async function seed(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.evaluate(
    async ({ card, name }) => {
      await fetch('/__mock/reset', { method: 'POST' });
      const db = JSON.parse(localStorage.getItem('tapcard-mock-db') ?? '{}') as {
        profiles: unknown[];
        users: { email: string; name: string }[];
      };
      db.profiles.unshift(card);
      const owner = db.users.find((u) => u.email === 'owner@example.com');
      if (owner) owner.name = name;
      localStorage.setItem('tapcard-mock-db', JSON.stringify(db));
    },
    { card: hostileCard, name: `${html} ${rtl} ${emoji}` },
  );
  await page.reload();
}

async function expectSafe(page: Page, where: string) {
  const hrefs = await page
    .locator('a[href], [src]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? ''));
  expect(
    hrefs.filter((h) => /^\s*(javascript|data:text|vbscript):/i.test(h)),
    `${where}: no hostile URL in a link or src`,
  ).toEqual([]);
  expect(await page.locator('img[src="x"]').count(), `${where}: no injected element`).toBe(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where}: no horizontal overflow`).toBeLessThanOrEqual(390);
}

test('hostile data renders as text everywhere, links nothing unsafe and keeps the layout', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('dialog', async (dialog) => {
    scripts.push(dialog.message());
    await dialog.dismiss();
  });
  await seed(page);
  await page.goto('/profile/hostile-everything?count=false');
  await expect(page).toHaveURL(/\/profile\/hostile-everything/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    '<img src=x onerror=alert(1)>',
  );
  await expectSafe(page, 'public card');
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    await expectSafe(page, `public card, ${await tab.innerText()} tab`);
  }

  await login(page, accounts.owner);
  await expect(page.getByText(rtl).first()).toBeVisible();
  await expectSafe(page, 'card list');
  await page.goto('/dashboard/my-profiles/hostile-everything');
  await expect(page.getByRole('region', { name: 'Edit Details' })).toBeVisible();
  await expectSafe(page, 'editor');
  await page.goto('/dashboard/my-account');
  await expect(page.getByLabel('Name')).toHaveValue(`${html} ${rtl} ${emoji}`);
  await expectSafe(page, 'my account');
  expect(scripts, 'no script ran').toEqual([]);
});
