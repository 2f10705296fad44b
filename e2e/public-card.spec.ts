import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import type { Locator, Page } from '@playwright/test';
import { accounts, callApi, cards, expect, test, turnOnExchange } from './fixtures';
import { undersizedTargets } from './touch-targets';
import { fullCardTabs } from '../tests/support/malformed-cards.ts';

/** The public card on a phone: every button, dialog, copy and download. */
test.use({ viewport: { width: 390, height: 844 } });

/** Screenshots to look at (never in the repository). */
const shots = path.join(tmpdir(), 'public-card-screenshots');
mkdirSync(shots, { recursive: true });

/** Opens the app so the mock backend runs, then logs in as the card owner through the API. */
async function asOwner(page: Page) {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const { status } = await callApi(page, 'POST', '/api/user/login', accounts.owner);
  expect(status).toBe(200);
}

/**
 * Writes a card straight into the mock database (kept in localStorage), bypassing the
 * server's validation: the page must not trust the data it gets.
 */
async function seedRawCard(page: Page, card: Record<string, unknown>) {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.evaluate(
    async ({ raw, baseId }) => {
      await fetch('/__mock/reset', { method: 'POST' });
      const db = JSON.parse(localStorage.getItem('tapcard-mock-db') ?? '{}') as {
        profiles: Record<string, unknown>[];
      };
      const base = db.profiles.find((p) => p._id === baseId);
      db.profiles.push({ ...base, ...raw });
      localStorage.setItem('tapcard-mock-db', JSON.stringify(db));
    },
    { raw: card, baseId: cards.minimal },
  );
}

const panel = (page: Page) => page.getByRole('tabpanel');
/** The hero's Save Contact, Share and QR code (ADR 0005), apart from the Contact tab's. */
const heroActions = (page: Page) => page.getByRole('group', { name: 'Card actions' });

test('the full card: header, tabs with arrows, and every link', async ({ page }) => {
  await page.goto(`/profile/${cards.full}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Owen Owner' })).toBeVisible();
  await expect(page).toHaveTitle('Owen Owner - Profile');
  await expect(page.getByText('Founder, Owen & Co.')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(fullCardTabs);
  // 'Save Contact' leads the hero, then the row of labelled icons with 'E-mail me this contact'
  // (the mock offers contact exchange; the card's own exchange is off, so no 'Leave your
  // contact'); spec §2: the first tab is active.
  await expect(heroActions(page).getByRole('button')).toHaveText([
    'Save Contact',
    'Share',
    'QR code',
    'E-mail me this contact',
  ]);
  // Who and what at a glance: the full card's one-line description in the open first tab, on
  // the first screen, and not repeated under the tag line.
  await expect(panel(page).getByText('We design and print NFC')).toBeInViewport();
  await expect(page.locator('header').getByText('We design and print NFC')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Previous tab' })).toBeDisabled();
  await page.screenshot({ path: path.join(shots, 'description-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Next tab' }).click();
  await expect(page.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true');
  // Each button shows what it opens: the numbers grouped for reading, the addresses.
  await expect(panel(page).getByRole('button')).toHaveText([
    'Save Contact',
    'Phone+91 98765 43210+91 80 2345 6789',
    /^WhatsApp\+91 \d{5} \d{5}/,
    /^Email\S+@\S+/,
  ]);
  await expect(panel(page).getByRole('button', { name: /^Phone/ })).toBeVisible();

  await page.getByRole('button', { name: 'Next tab' }).click();
  const socials = panel(page).getByRole('link');
  await expect(socials).toHaveText([
    'Website',
    'Instagram',
    'Youtube',
    'Facebook',
    'X',
    'Justdial',
    'Linkedin',
  ]);
  for (const link of await socials.all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('target', '_blank');
  }

  await page.getByRole('tab', { name: 'Location' }).click();
  await expect(page.getByRole('link', { name: 'Google Maps' })).toHaveAttribute(
    'href',
    'https://maps.google.com/?q=MG+Road+Bengaluru',
  );
  await expect(page.getByRole('button', { name: 'Address' })).toContainText('Bengaluru');
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(panel(page).getByRole('link')).toHaveText(['Brochure', 'Price list', 'Portfolio']);
  await page.getByRole('button', { name: 'Next tab' }).click();
  await expect(page.getByRole('link', { name: 'Review' })).toHaveAttribute(
    'href',
    'https://g.page/r/owen/review',
  );
  await expect(page.getByRole('button', { name: 'Next tab' })).toBeDisabled();

  const powered = page.getByText('Powered by');
  await expect(powered.getByRole('link', { name: 'Tapcard' })).toHaveAttribute(
    'href',
    'https://tapcard.example.com',
  );
  // Nothing overflows a phone screen sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test.describe('chooser dialogs', () => {
  for (const [label, hrefs] of [
    ['Phone', ['tel:+919876543210', 'tel:+918023456789']],
    ['WhatsApp', ['https://wa.me/919876543210', 'https://wa.me/919123456780']],
    ['Email', ['mailto:owen@example.com', 'mailto:sales@example.com']],
  ] as const) {
    test(`${label}: two entries open a chooser listing both`, async ({ page }) => {
      await page.goto(`/profile/${cards.full}`);
      await page.getByRole('tab', { name: 'Contact' }).click();
      await page.getByRole('button', { name: label }).click();
      const dialog = page.getByRole('dialog', { name: label });
      await expect(dialog).toBeVisible();
      const links = dialog.getByRole('link');
      await expect(links).toHaveCount(2);
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(hrefs);
      await page.screenshot({ path: path.join(shots, `chooser-${label}.png`) });
    });
  }

  test('one entry each: direct links, no dialog', async ({ page }) => {
    await page.goto(`/profile/${cards.light}`);
    await page.getByRole('tab', { name: 'Contact' }).click();
    await expect(page.getByRole('link', { name: 'Phone' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Email' })).toHaveCount(0);
  });
});

test.describe('dialogs close', () => {
  async function openAddress(page: Page) {
    await page.goto(`/profile/${cards.full}`);
    await page.getByRole('tab', { name: 'Location' }).click();
    await page.getByRole('button', { name: 'Address' }).click();
    await expect(page.getByRole('dialog', { name: 'Address' })).toBeVisible();
  }

  test('on Escape', async ({ page }) => {
    await openAddress(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/profile/${cards.full}$`));
  });

  test('on the browser back button, staying on the card', async ({ page }) => {
    await openAddress(page);
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Owen Owner' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/profile/${cards.full}$`));
  });

  test('on a click outside', async ({ page }) => {
    await openAddress(page);
    await page.mouse.click(10, 10);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Closing went back in the history: back again would leave the card, not reopen the dialog.
    await expect(page.getByRole('heading', { level: 1, name: 'Owen Owner' })).toBeVisible();
  });
});

test('Address: copy the address', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/profile/${cards.full}`);
  await page.getByRole('tab', { name: 'Location' }).click();
  await page.getByRole('button', { name: 'Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Address' });
  await expect(dialog).toContainText('12 MG Road');
  await page.screenshot({ path: path.join(shots, 'address-390.png') });
  await dialog.getByRole('button', { name: 'Copy Address' }).click();
  const copied = page.getByText('Copied to Clipboard !');
  await expect(copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '12 MG Road, Bengaluru, Karnataka 560001, India',
  );
  // Over the dialog, not under its backdrop: the toast takes the tap that closes it (spec §1),
  // and on a phone it rises above the sheet: the sheet's button still takes a tap.
  const copy = dialog.getByRole('button', { name: 'Copy Address' });
  expect(await hitsItself(copy)).toBe(true);
  await copied.click();
  await expect(copied).toBeHidden();
  // From the keyboard: the toast's close button comes next, and closing it gives the focus back.
  await copy.press('Enter');
  await expect(copied).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Close notification' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(copied).toBeHidden();
  await expect(copy).toBeFocused();
  // A toast still showing when the dialog closes stays, and over the next dialog too.
  await copy.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(copied).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog', { name: 'Share this card' })).toBeVisible();
  await copied.click();
  await expect(copied).toBeHidden();
});

/** Whether a tap at the centre of `locator` reaches it (nothing drawn over it). */
async function hitsItself(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

test('a copy the browser refuses says so', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await page.goto(`/profile/${cards.full}`);
  await page.getByRole('tab', { name: 'Other' }).click();
  await page.getByRole('button', { name: 'UPI' }).click();
  await page
    .getByRole('dialog', { name: 'UPI' })
    .getByRole('button', { name: 'Copy UPI ID' })
    .click();
  await expect(page.getByText('Cannot Copy to Clipboard !')).toBeVisible();
});

test('Save Contact downloads a vCard that parses back with every field', async ({ page }) => {
  await page.goto(`/profile/${cards.full}`);
  await page.getByRole('tab', { name: 'Contact' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel(page).getByRole('button', { name: 'Save Contact' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Owen_Owner.vcf');
  const text = readFileSync(await download.path(), 'utf8');
  const card = new ICAL.Component(ICAL.parse(text));
  const values = (name: string) => card.getAllProperties(name).map((p) => p.getFirstValue());
  expect(card.getFirstPropertyValue('version')).toBe('3.0');
  expect(values('fn')).toEqual(['Owen Owner']);
  expect(values('org')).toEqual(['Founder, Owen & Co.']);
  expect(values('tel')).toEqual(['+919876543210', '+918023456789', '+919123456780']);
  expect(values('email')).toEqual(['owen@example.com', 'sales@example.com']);
  expect(values('url')).toHaveLength(8);
  expect(values('url').at(-1)).toMatch(new RegExp(`/profile/${cards.full}$`));
  expect(values('x-socialprofile')).toHaveLength(6);
  expect(values('adr')).toEqual([
    ['', '', '12 MG Road', 'Bengaluru', 'Karnataka', '560001', 'India'],
  ]);
  // The default logo is not embedded.
  expect(values('photo')).toEqual([]);
});

test('Save Contact embeds an uploaded logo as a small JPEG', async ({ page }) => {
  await asOwner(page);
  const uploaded = await page.evaluate(async (id) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#c2410c';
    context.fillRect(0, 0, 640, 480);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('no png');
    const form = new FormData();
    form.append('logo', new File([blob], 'logo.png', { type: 'image/png' }));
    return (await fetch(`/api/profile/${id}/logo`, { method: 'PATCH', body: form })).status;
  }, cards.light);
  expect(uploaded).toBe(200);

  await page.goto(`/profile/${cards.light}`);
  await page.getByRole('tab', { name: 'Contact' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel(page).getByRole('button', { name: 'Save Contact' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Owen_Light.vcf');
  const text = readFileSync(await download.path(), 'utf8');
  const photo = new ICAL.Component(ICAL.parse(text)).getFirstProperty('photo');
  expect(photo?.getParameter('type')).toBe('JPEG');
  const size = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/jpeg;base64,${base64}`;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, String(photo?.getFirstValue()));
  expect(size).toEqual([200, 150]);
});

test.describe('UPI payment QR', () => {
  for (const name of ['Owen Owner', 'Tom & Jerry Traders', 'रवि कुमार Café']) {
    test(`decodes to the exact NPCI URI for "${name}"`, async ({ page }) => {
      await asOwner(page);
      const { status } = await callApi(page, 'PATCH', `/api/profile/${cards.full}`, {
        other: { upi: { name, content: 'owen.o-1@okbank' }, googleReviewUrl: '' },
      });
      expect(status).toBe(200);
      await page.goto(`/profile/${cards.full}`);
      await page.getByRole('tab', { name: 'Other' }).click();
      await expect(page.getByRole('link', { name: 'Review' })).toHaveCount(0);
      await page.getByRole('button', { name: 'UPI' }).click();
      const dialog = page.getByRole('dialog', { name: 'UPI' });
      await expect(dialog.getByText(name, { exact: true })).toBeVisible();
      await expect(dialog.getByText('owen.o-1@okbank', { exact: true })).toBeVisible();
      const qr = dialog.getByRole('img', { name: 'UPI payment QR code' });
      await expect(qr).toHaveAttribute('width', '170');
      const expected = `upi://pay?pa=owen.o-1@okbank&pn=${encodeURIComponent(name)}&cu=INR`;
      await expect(dialog.getByRole('link', { name: 'Pay with UPI app' })).toHaveAttribute(
        'href',
        expected,
      );

      const file = path.join(shots, `upi-${encodeURIComponent(name)}.png`);
      await qr.locator('..').screenshot({ path: file });
      const decoded = execFileSync('zbarimg', ['--raw', '-q', file], { encoding: 'utf8' }).trim();
      expect(decoded).toBe(expected);
      expect(decoded).not.toContain('+');
      expect(decoded).not.toContain('am=');
      await page.screenshot({ path: path.join(shots, 'upi-390.png') });
    });
  }
});

test('a redirect card sends the browser to its URL', async ({ page }) => {
  await page.route('https://tapcard.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Campaign</h1>' }),
  );
  await page.goto(`/profile/${cards.redirect}`);
  await expect(page).toHaveURL('https://tapcard.example.com/campaign');
  await expect(page.getByRole('heading', { name: 'Campaign' })).toBeVisible();
});

test('an inactive card goes to the error page with the message', async ({ page }) => {
  await page.goto(`/profile/${cards.inactive}`);
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText('Error : This profile is inactive.')).toBeVisible();
});

test('a hostile card renders as text, only http(s) URLs become links, long values wrap', async ({
  page,
}) => {
  const xss = '<img src=x onerror=alert(1)>';
  // An unbroken word far wider than a phone, within the contract's 100-character names.
  const long = 'W'.repeat(70);
  page.on('dialog', (dialog) => {
    throw new Error(`a script ran: ${dialog.message()}`);
  });
  await seedRawCard(page, {
    _id: 'hostile-card',
    general: {
      name: `${xss}${long}`,
      tagLine: '"><script>alert(2)</script>',
      description: `${xss}\n${long}`,
      logo: { name: 'x', content: 'javascript:alert(3)' },
    },
    socials: {
      website: 'javascript:alert(4)',
      instagram: 'https://ok.example.com/ig',
      youtube: 'data:text/html,<script>alert(5)</script>',
      facebook: '',
      x: '',
      justdial: '',
      linkedin: '',
    },
    documents: [
      { name: long, content: 'https://ok.example.com/a.pdf' },
      { name: 'Bad', content: 'javascript:alert(6)' },
    ],
    other: { upi: { name: '', content: '' }, googleReviewUrl: 'vbscript:msgbox(7)' },
    meta: { owner: null, isActive: true, taps: 0, redirectUrl: 'javascript:alert(8)' },
  });
  await page.goto('/profile/hostile-card');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(xss);
  await expect(page.getByText('"><script>alert(2)</script>')).toBeVisible();
  // The unsafe logo URL falls back to the default logo, drawn inline (ADR 0005): no src at all.
  await expect(page.getByRole('img', { name: /logo$/ })).toHaveAttribute('data-logo', 'default');
  await expect(page.locator('img[src^="javascript:"]')).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveText(['Description', 'Socials', 'Documents']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('tab', { name: 'Socials' }).click();
  await expect(panel(page).getByRole('link')).toHaveText(['Instagram']);
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(panel(page).getByRole('link')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => /^(javascript|data|vbscript):/i.test(href))).toEqual([]);
  await page.screenshot({ path: path.join(shots, 'hostile-390.png'), fullPage: true });
});

test('screenshots of both themes at 390x844 and 1280x800', async ({ page }) => {
  for (const [card, theme] of [
    [cards.full, 'dark'],
    [cards.light, 'light'],
  ] as const) {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`/profile/${card}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({
        path: path.join(shots, `${theme}-${viewport.width}.png`),
        fullPage: true,
      });
    }
  }
  console.log(`Screenshots in ${shots}`);
});

test('the production build works under the Content-Security-Policy: download with logo, QR, copy @prod', async ({
  page,
  context,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await asOwner(page);
  const uploaded = await page.evaluate(async (id) => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 300;
    const context2d = canvas.getContext('2d');
    if (!context2d) throw new Error('no canvas');
    context2d.fillStyle = '#166534';
    context2d.fillRect(0, 0, 300, 300);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('no png');
    const form = new FormData();
    form.append('logo', new File([blob], 'logo.png', { type: 'image/png' }));
    return (await fetch(`/api/profile/${id}/logo`, { method: 'PATCH', body: form })).status;
  }, cards.full);
  expect(uploaded).toBe(200);

  await page.goto(`/profile/${cards.full}`);
  await page.getByRole('tab', { name: 'Contact' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel(page).getByRole('button', { name: 'Save Contact' }).click(),
  ]);
  const photo = new ICAL.Component(
    ICAL.parse(readFileSync(await download.path(), 'utf8')),
  ).getFirstProperty('photo');
  expect(photo?.getParameter('type')).toBe('JPEG');

  await page.getByRole('tab', { name: 'Other' }).click();
  await page.getByRole('button', { name: 'UPI' }).click();
  const dialog = page.getByRole('dialog', { name: 'UPI' });
  const qr = dialog.getByRole('img', { name: 'UPI payment QR code' });
  await expect(qr).toBeVisible();
  const file = path.join(shots, 'upi-prod.png');
  await qr.locator('..').screenshot({ path: file });
  expect(execFileSync('zbarimg', ['--raw', '-q', file], { encoding: 'utf8' }).trim()).toBe(
    'upi://pay?pa=owen@okbank&pn=Owen%20Owner&cu=INR',
  );
  await dialog.getByRole('button', { name: 'Copy UPI ID' }).click();
  await expect(page.getByText('Copied to Clipboard !')).toBeVisible();
  expect(violations).toEqual([]);
});

test('counts a tap per visit unless count=false, over the real network path too @http', async ({
  page,
}) => {
  await asOwner(page);
  const taps = async () => {
    const { json } = await callApi(page, 'GET', '/api/profile');
    const { profiles } = (json as { data: { profiles: { _id: string; meta: { taps: number } }[] } })
      .data;
    return profiles.find((p) => p._id === cards.full)?.meta.taps;
  };
  const before = await taps();
  await page.goto(`/profile/${cards.full}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Owen Owner' })).toBeVisible();
  expect(await taps()).toBe((before ?? 0) + 1);
  await page.goto(`/profile/${cards.full}?count=false`);
  await expect(page.getByRole('heading', { level: 1, name: 'Owen Owner' })).toBeVisible();
  expect(await taps()).toBe((before ?? 0) + 1);
  await page.getByRole('tab', { name: 'Contact' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel(page).getByRole('button', { name: 'Save Contact' }).click(),
  ]);
  expect(readFileSync(await download.path(), 'utf8')).toContain('FN:Owen Owner\r\n');
});

test('every control of the card is a thumb-sized target (44×44 px) at 390 px, exchange on', async ({
  page,
}) => {
  await turnOnExchange(page);
  await page.goto(`/profile/${cards.full}`);
  await expect(page.getByRole('button', { name: 'Leave your contact' })).toBeVisible();
  // Each undersized target once, with where it was first seen (an open dialog leaves the card
  // behind it measured too).
  const found = new Map<string, string>();
  const measure = async (where: string) => {
    for (const target of await undersizedTargets(page))
      if (!found.has(target)) found.set(target, where);
  };
  /** Opens a dialog with `open`, measures it, closes it with its Close button. */
  const inDialog = async (where: string, name: string, open: () => Promise<void>) => {
    await open();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await measure(where);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };
  await measure('first screen');
  for (const tab of fullCardTabs) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(panel(page)).toBeVisible();
    // A later tab's code has loaded (no spinner).
    await expect(panel(page).getByRole('status')).toHaveCount(0);
    await measure(`${tab} tab`);
  }
  await page.getByRole('tab', { name: 'Contact' }).click();
  await inDialog('Phone chooser', 'Phone', () =>
    panel(page)
      .getByRole('button', { name: /^Phone/ })
      .click(),
  );
  await page.getByRole('tab', { name: 'Location' }).click();
  await inDialog('Address', 'Address', () => page.getByRole('button', { name: 'Address' }).click());
  await page.getByRole('tab', { name: 'Other' }).click();
  await inDialog('UPI', 'UPI', () => page.getByRole('button', { name: 'UPI' }).click());
  await inDialog('Share', 'Share this card', async () => {
    await page.getByRole('button', { name: 'QR code' }).click();
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  });
  await inDialog('E-mail me', 'E-mail me this contact', async () => {
    await page.getByRole('button', { name: 'E-mail me this contact' }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Please enter your email')).toBeVisible();
  });
  await inDialog('exchange form', 'Leave your contact for Owen Owner', async () => {
    await page.getByRole('button', { name: 'Leave your contact' }).click();
    await page.getByRole('button', { name: 'Send my contact' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
  });
  await page.getByRole('button', { name: 'Leave your contact' }).click();
  const exchange = page.getByRole('dialog', { name: 'Leave your contact for Owen Owner' });
  await exchange.getByRole('textbox', { name: 'Name' }).fill('Vera Visitor');
  await exchange.getByRole('textbox', { name: 'Email' }).fill('vera@example.com');
  await exchange.getByRole('button', { name: 'Send my contact' }).click();
  await expect(exchange.getByRole('button', { name: 'Done' })).toBeVisible();
  await measure('exchange success');
  expect([...found].map(([target, where]) => `${where}: ${target}`)).toEqual([]);
});

/** The tap-to-card moment (ADR 0005 "For the visitor"), on a phone and on a desktop. */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the tap-to-card moment at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('Save Contact is on the first screen of every seeded card, one request per visit @http', async ({
      page,
    }) => {
      for (const id of [cards.full, cards.minimal, cards.light]) {
        const requests: string[] = [];
        const record = (request: { url: () => string }) => {
          if (new URL(request.url()).pathname === `/api/profile/${id}`)
            requests.push(request.url());
        };
        page.on('request', record);
        await page.goto(`/profile/${id}`);
        const save = heroActions(page).getByRole('button', { name: 'Save Contact' });
        await expect(save).toBeInViewport({ ratio: 1 });
        const box = await save.boundingBox();
        expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
        // Spec §2: the first available tab is active (the minimal card has none).
        const tabs = page.getByRole('tab');
        if ((await tabs.count()) > 0)
          await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
        const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
        expect(download.suggestedFilename()).toMatch(/\.vcf$/);
        expect(readFileSync(await download.path(), 'utf8')).toMatch(/^BEGIN:VCARD\r\n/);
        // Opening and closing a dialog loads nothing again.
        await page.getByRole('button', { name: 'QR code' }).click();
        await expect(page.getByRole('dialog', { name: 'Share this card' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        // Over HTTP the preview server's Link header starts this request with the document
        // (src/config/card-preload.ts): one request means the card took the preloaded answer.
        expect(requests).toHaveLength(1);
        page.off('request', record);
      }
    });

    test('a name-only card still saves a contact', async ({ page }) => {
      await seedRawCard(page, {
        _id: 'name-only',
        general: {
          name: 'Nina Name',
          tagLine: '',
          description: '',
          logo: { name: 'profile/logos/default', content: '/default-logo.svg' },
        },
      });
      await page.goto('/profile/name-only');
      // Spec §2: no data, no tab; the hero still offers 'Save Contact' (ADR 0005).
      await expect(page.getByRole('tab')).toHaveCount(0);
      const save = heroActions(page).getByRole('button', { name: 'Save Contact' });
      await expect(save).toBeInViewport({ ratio: 1 });
      const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
      const text = readFileSync(await download.path(), 'utf8');
      expect(new ICAL.Component(ICAL.parse(text)).getFirstPropertyValue('fn')).toBe('Nina Name');
      await page.screenshot({ path: path.join(shots, `name-only-${viewport.width}.png`) });
    });

    test('Share opens the Web Share sheet with the canonical URL where the browser has one', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const calls: unknown[] = [];
        Object.assign(window, { shareCalls: calls });
        Object.defineProperty(navigator, 'share', {
          value: (data: unknown) => {
            calls.push(data);
            return Promise.resolve();
          },
        });
      });
      await page.goto(`/profile/${cards.full}?count=false`);
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls),
        )
        .toEqual([
          {
            title: 'Owen Owner - Profile',
            // The card URL with its source (card-url.ts): a visit from it counts as a shared link.
            url: new URL(`/profile/${cards.full}?s=share`, page.url()).href,
          },
        ]);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('without Web Share, Share opens a dialog: QR of the canonical URL, Copy link, Download QR', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'share', { value: undefined });
      });
      await page.goto(`/profile/${cards.full}?count=false`);
      // The card URL with its source (card-url.ts): a visit from it counts as a shared link.
      const canonical = new URL(`/profile/${cards.full}?s=share`, page.url()).href;
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Share this card' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Card link')).toHaveValue(canonical);
      const qr = dialog.getByRole('img', { name: `QR code for card ${cards.full}` });
      await expect(qr).toBeVisible();
      const file = path.join(shots, `share-qr-${viewport.width}.png`);
      await qr.screenshot({ path: file });
      expect(execFileSync('zbarimg', ['--raw', '-q', file], { encoding: 'utf8' }).trim()).toBe(
        canonical,
      );
      await page.screenshot({ path: path.join(shots, `share-${viewport.width}.png`) });
      await dialog.getByRole('button', { name: 'Copy link' }).click();
      await expect(page.getByText('Copied to Clipboard !')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download QR' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`card-${cards.full}.png`);
      // The back button closes it and stays on the card.
      await page.goBack();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(/\/profile\/.+\?count=false$/);
    });

    test('the tab strip never cuts a label; arrows only when the tabs overflow', async ({
      page,
    }) => {
      await page.goto(`/profile/${cards.full}`);
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(6);
      const arrows = page.getByRole('button', { name: /^(Previous|Next) tab$/ });
      if (viewport.width >= 1280) {
        // All six fit at desktop widths, no arrows.
        for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
        await expect(arrows).toHaveCount(0);
      } else {
        await expect(arrows).toHaveCount(2);
      }
      // Every label is whole: no tab's text is wider than the tab.
      const cut = await tabs.evaluateAll((all) =>
        all.filter((t) => t.scrollWidth > t.clientWidth + 1).map((t) => t.textContent),
      );
      expect(cut).toEqual([]);
      // Each tab, once chosen, is fully in view, and clear of the strip's faded edges (14 px
      // each, while the tabs overflow): the first and the last too.
      const fade = viewport.width >= 1280 ? 0 : 14;
      for (const name of ['Other', 'Description', 'Documents']) {
        await page.getByRole('tab', { name }).click();
        await expect(page.getByRole('tab', { name })).toBeInViewport({ ratio: 1 });
        await expect(async () => {
          const strip = await page.getByRole('tablist').boundingBox();
          const tab = await page.getByRole('tab', { name }).boundingBox();
          expect(
            strip && tab && tab.x - strip.x,
            `${name}: space at the start`,
          ).toBeGreaterThanOrEqual(fade - 0.5);
          expect(
            strip && tab && strip.x + strip.width - (tab.x + tab.width),
            `${name}: space at the end`,
          ).toBeGreaterThanOrEqual(fade - 0.5);
        }).toPass({ timeout: 5_000 });
      }
    });

    test('hero: the default logo is the initials on the accent; the platform footer is apart from the card', async ({
      page,
    }) => {
      await page.goto(`/profile/${cards.light}`);
      const logo = page.getByRole('img', { name: 'Owen Light logo' });
      await expect(logo).toHaveAttribute('data-logo', 'default');
      await expect(logo).toHaveText('OL');
      // The light card's accent is dark green (#166534).
      expect(await logo.evaluate((box) => getComputedStyle(box).backgroundColor)).toBe(
        'rgb(22, 101, 52)',
      );
      const support = page.getByRole('contentinfo', { name: 'Tapcard support' });
      await expect(support.getByText('Tapcard support')).toBeVisible();
      await expect(support.getByRole('link', { name: 'Login' })).toBeVisible();
      const card = await page.getByRole('article', { name: 'Owen Light card' }).boundingBox();
      const footer = await support.boundingBox();
      expect(card && footer && footer.y >= card.y + card.height + 16).toBe(true);
      await page.screenshot({
        path: path.join(shots, `light-hero-${viewport.width}.png`),
        fullPage: true,
      });
    });

    test('socials are compact buttons that keep their network names', async ({ page }) => {
      await page.goto(`/profile/${cards.full}`);
      await page.getByRole('tab', { name: 'Socials' }).click();
      const links = panel(page).getByRole('link');
      await expect(links).toHaveCount(7);
      const rows = new Set(
        await links.evaluateAll((all) => all.map((a) => Math.round(a.getBoundingClientRect().y))),
      );
      // Several buttons share a row (a grid, not one full-width pill per network).
      expect(rows.size).toBeLessThanOrEqual(viewport.width >= 1280 ? 2 : 3);
      await expect(links.first()).toHaveText('Website');
    });
  });
}

test('an uploaded logo is shown whole (contained, not cropped) @http', async ({ page }) => {
  await asOwner(page);
  const uploaded = await page.evaluate(async (id) => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 200;
    const context2d = canvas.getContext('2d');
    if (!context2d) throw new Error('no canvas');
    context2d.fillStyle = '#be185d';
    context2d.fillRect(0, 0, 800, 200);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('no png');
    const form = new FormData();
    form.append('logo', new File([blob], 'wide.png', { type: 'image/png' }));
    return (await fetch(`/api/profile/${id}/logo`, { method: 'PATCH', body: form })).status;
  }, cards.full);
  expect(uploaded).toBe(200);
  await page.goto(`/profile/${cards.full}`);
  const logo = page.getByRole('img', { name: 'Owen Owner logo' });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
  await page.screenshot({ path: path.join(shots, 'wide-logo-390.png') });
});
