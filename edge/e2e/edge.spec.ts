import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { seedAccounts, seedIds } from '../../mocks/store.ts';
import { malformations } from '../../tests/support/malformed-cards.ts';
import { responseHeaders } from '../../src/config/http-headers.ts';
import { edgePorts } from '../playwright.config.ts';

/**
 * The card renderer on workerd (ADR 0011): `edge:preview` in front of the production build,
 * against the HTTP mock backend (edge/playwright.config.ts starts both).
 */
const api = `http://127.0.0.1:${edgePorts.api}`;
const edge = `http://127.0.0.1:${edgePorts.edge}`;
const crawler = 'WhatsApp/2.24.1.4 A';

type Card = { name: string; tagLine: string; description: string };

/** `headers` with lower-case names, as Playwright lists them. */
const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** Presses the card's Save Contact and returns the download it starts. */
async function saveContact(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('group', { name: 'Card actions' })
      .getByRole('button', { name: 'Save Contact' })
      .click(),
  ]);
  return download;
}

test.beforeEach(async ({ request }) => {
  await request.post(`${api}/__mock/reset`);
});

/** The owner's API session (a fresh context: its cookie stays out of the page's). */
async function asOwner(playwright: { request: { newContext: () => Promise<APIRequestContext> } }) {
  const owner = await playwright.request.newContext();
  const login = await owner.post(`${api}/api/user/login`, { data: seedAccounts.owner });
  expect(login.ok()).toBe(true);
  return owner;
}

/** A card's tap count, read by its owner from the API (GET /api/profile/{id}/edit). */
async function tapsOf(owner: APIRequestContext, id: string): Promise<number> {
  const answer = await owner.get(`${api}/api/profile/${id}/edit`);
  const body = (await answer.json()) as { data: { profile: { meta: { taps: number } } } };
  return body.data.profile.meta.taps;
}

/** A card as the API serves it (no tap). */
async function cardOf(request: APIRequestContext, id: string): Promise<Card> {
  const answer = await request.get(`${api}/api/profile/${id}?count=false`);
  const body = (await answer.json()) as { data: { profile: { general: Card } } };
  return body.data.profile.general;
}

/** What a link-preview crawler reads: the page's head, with no JavaScript run. */
async function previewOf(browser: Browser, id: string) {
  const context = await browser.newContext({ userAgent: crawler, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${edge}/profile/${id}?count=true`);
  // Every meta tag by name or property; an absent one is null.
  const metas = new Map(
    await page
      .locator('meta[content]')
      .evaluateAll((tags) =>
        tags.map((t) => [
          t.getAttribute('property') ?? t.getAttribute('name'),
          t.getAttribute('content'),
        ]),
      ),
  );
  const meta = (key: string) => metas.get(key) ?? null;
  const preview = {
    title: await page.title(),
    description: meta('description'),
    canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
    ogType: meta('og:type'),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    ogUrl: meta('og:url'),
    ogImage: meta('og:image'),
    ogSiteName: meta('og:site_name'),
    twitterCard: meta('twitter:card'),
  };
  await context.close();
  return preview;
}

const cases = [
  { label: 'full', id: seedIds.fullCard },
  { label: 'light', id: seedIds.lightCard },
] as const;

for (const { label, id } of cases) {
  test(`a crawler previews the ${label} card as its owner, and no tap is counted`, async ({
    browser,
    request,
    playwright,
  }) => {
    const owner = await asOwner(playwright);
    const before = await tapsOf(owner, id);
    const card = await cardOf(request, id);
    const url = `${edge}/profile/${id}`;
    expect(await previewOf(browser, id)).toEqual({
      title: `${card.name} - Profile`,
      description: card.tagLine,
      canonical: url,
      ogType: 'profile',
      ogTitle: card.name,
      ogDescription: card.tagLine,
      ogUrl: url,
      ogImage: `${edge}/og-default.png`,
      ogSiteName: 'Tapcard',
      twitterCard: 'summary_large_image',
    });
    expect(await tapsOf(owner, id)).toBe(before);
  });
}

test('a crawler previews the minimal card by its name alone, and no tap is counted', async ({
  browser,
  playwright,
}) => {
  const owner = await asOwner(playwright);
  const before = await tapsOf(owner, seedIds.minimalCard);
  const preview = await previewOf(browser, seedIds.minimalCard);
  expect(preview).toMatchObject({
    title: 'Owen Minimal - Profile',
    ogTitle: 'Owen Minimal',
    description: null,
    ogDescription: null,
    ogUrl: `${edge}/profile/${seedIds.minimalCard}`,
    ogImage: `${edge}/og-default.png`,
  });
  expect(await tapsOf(owner, seedIds.minimalCard)).toBe(before);
});

test('the default preview image is a 1200x630 PNG', async ({ request }) => {
  const image = await request.get(`${edge}/og-default.png`);
  const bytes = await image.body();
  expect(image.headers()['content-type']).toBe('image/png');
  // PNG IHDR: width and height, big-endian, at bytes 16 and 20.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('a visit counts one tap at the edge and the browser asks for no card', async ({
  page,
  playwright,
}) => {
  const owner = await asOwner(playwright);
  const before = await tapsOf(owner, seedIds.fullCard);
  const cardRequests: string[] = [];
  // The card's own GET, not the insights event the page sends once the card is on screen.
  page.on('request', (r) => {
    if (r.method() === 'GET' && /^\/api\/profile\/[^/]+$/.test(new URL(r.url()).pathname))
      cardRequests.push(r.url());
  });
  await page.goto(`/profile/${seedIds.fullCard}`);
  await expect(page.getByRole('heading', { name: 'Owen Owner' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(cardRequests).toEqual([]);
  expect(await tapsOf(owner, seedIds.fullCard)).toBe(before + 1);
});

test('a visit with count=false counts no tap', async ({ page, playwright }) => {
  const owner = await asOwner(playwright);
  const before = await tapsOf(owner, seedIds.fullCard);
  await page.goto(`/profile/${seedIds.fullCard}?count=false`);
  await expect(page.getByRole('heading', { name: 'Owen Owner' })).toBeVisible();
  expect(await tapsOf(owner, seedIds.fullCard)).toBe(before);
});

test('the page hydrates without a warning; tabs, dialogs and Save Contact work', async ({
  page,
}) => {
  const messages: string[] = [];
  // The footer's session check answers 401 to a visitor: the browser logs that, not React.
  const visitorSession = /status of 401/;
  page.on('console', (m) => {
    const problem = m.type() === 'error' || m.type() === 'warning';
    if (problem && !visitorSession.test(m.text())) messages.push(m.text());
  });
  page.on('pageerror', (e) => messages.push(e.message));
  await page.goto(`/profile/${seedIds.fullCard}`);
  await expect(page).toHaveTitle('Owen Owner - Profile');
  await page.getByRole('tab', { name: 'Location' }).click();
  await page.getByRole('button', { name: 'Address' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  const download = await saveContact(page);
  expect(download.suggestedFilename()).toBe('Owen_Owner.vcf');
  expect(messages).toEqual([]);
});

test.describe('on a phone in Hindi', () => {
  // Chromium's language: navigator.languages and Accept-Language (hi-IN).
  test.use({ locale: 'hi-IN' });

  /** Records, from before the page's first byte, whether anything took #root's children out. */
  const watchRoot = (page: Page) =>
    page.addInitScript(() => {
      const seen = { replaced: false };
      (window as unknown as { rootWatch: typeof seen }).rootWatch = seen;
      new MutationObserver((records) => {
        for (const r of records) {
          if ((r.target as Element).id === 'root' && r.removedNodes.length) seen.replaced = true;
        }
      }).observe(document, { childList: true, subtree: true });
    });
  const rootReplaced = (page: Page) =>
    page.evaluate(
      () => (window as unknown as { rootWatch: { replaced: boolean } }).rootWatch.replaced,
    );

  /** Console errors and warnings, and uncaught errors (a hydration mismatch is one of them). */
  function problems(page: Page) {
    const messages: string[] = [];
    const visitorSession = /status of 401/; // the footer's session check, logged by the browser
    page.on('console', (m) => {
      const problem = m.type() === 'error' || m.type() === 'warning';
      if (problem && !visitorSession.test(m.text())) messages.push(m.text());
    });
    page.on('pageerror', (e) => messages.push(e.message));
    return messages;
  }

  test('the server sends the card in Hindi and the browser hydrates it without an error', async ({
    page,
  }) => {
    const messages = problems(page);
    await watchRoot(page);
    const served = await page.goto(`/profile/${seedIds.fullCard}?count=false`);
    expect(served?.headers()['vary']).toBe('Accept-Language');
    const html = await served!.text();
    expect(html).toMatch(/<html[^>]* lang="hi" dir="ltr">/);
    expect(html).toContain('>स्थान<'); // the Location tab, in the server's markup
    expect(html).toContain('<meta property="og:locale" content="hi_IN" />');
    // The card's own words in Hindi too (capability cardTranslations), checked on the server as
    // in the browser: the same markup, hydrated.
    expect(html).toContain('ओवेन ओनर');
    await expect(page).toHaveTitle('ओवेन ओनर - प्रोफ़ाइल');
    await page.getByRole('tab', { name: 'स्थान' }).click();
    await expect(page.getByRole('tab', { name: 'स्थान' })).toHaveAttribute('aria-selected', 'true');
    expect(await rootReplaced(page)).toBe(false); // hydrated, not rendered again
    expect(messages).toEqual([]);
  });

  test('English chosen on this phone before: Hindi from the server, English in the browser, no error', async ({
    page,
  }) => {
    const messages = problems(page);
    await watchRoot(page);
    // The language menu's remembered choice (src/i18n/i18n.ts languageStorageKey).
    await page.addInitScript(() => localStorage.setItem('tapcard.language', 'en'));
    const served = await page.goto(`/profile/${seedIds.fullCard}?count=false`);
    expect(await served!.text()).toContain('>स्थान<');
    await expect(page.getByRole('tab', { name: 'Location' })).toBeVisible();
    await expect(page).toHaveTitle('Owen Owner - Profile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await rootReplaced(page)).toBe(true); // rendered afresh in English, not hydrated
    expect(messages).toEqual([]);
  });
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  });

  test("Save Contact opens the renderer's contact.vcf, the file the app builds elsewhere", async ({
    page,
  }) => {
    await page.goto(`/profile/${seedIds.fullCard}`);
    await expect(page.getByRole('heading', { name: 'Owen Owner' })).toBeVisible();
    const served = page.waitForResponse((r) =>
      r.url().endsWith(`/profile/${seedIds.fullCard}/contact.vcf`),
    );
    const download = await saveContact(page);
    const answer = await served;
    // Safari offers a served text/vcard to Contacts; Chromium, standing in, downloads it.
    expect(answer.headers()['content-type']).toBe('text/vcard; charset=utf-8');
    expect(answer.headers()['content-disposition']).toContain('Owen_Owner.vcf');
    expect(download.suggestedFilename()).toBe('Owen_Owner.vcf');
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
    expect(text).toContain('\r\nFN:Owen Owner\r\n');
  });
});

test('the renderer sends the deploy headers and never lets a shared cache keep a card', async ({
  request,
}) => {
  const card = await request.get(`${edge}/profile/${seedIds.fullCard}?count=false`);
  expect(card.headers()['cache-control']).toBe('private, no-cache');
  expect(card.headers()).toMatchObject(lowerCased(responseHeaders));
  const html = await card.text();
  // The document's entry script: any hashed file under /assets/ will do.
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(`${edge}${script}`);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()).toMatchObject(lowerCased(responseHeaders));
  const api = await request.get(`${edge}/api/profile/${seedIds.fullCard}?count=false`);
  expect(api.headers()).toMatchObject(lowerCased(responseHeaders));
});

test('forged X-Forwarded-For values on 30 wrong logins through the renderer still get a 429', async ({
  request,
}) => {
  const statuses: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const answer = await request.post(`${edge}/api/user/login`, {
      headers: { 'X-Forwarded-For': `203.0.113.${i + 1}` },
      data: { email: seedAccounts.owner.email, password: 'Wrong@123' },
    });
    statuses.push(answer.status());
  }
  expect(statuses).toContain(429);
});

test('a login body over the contract limit answers 413 at the renderer', async ({ request }) => {
  const answer = await request.post(`${edge}/api/user/login`, {
    headers: { 'Content-Type': 'application/json' },
    data: JSON.stringify({ email: seedAccounts.owner.email, password: 'x'.repeat(200 * 1024) }),
  });
  expect([answer.status(), await answer.json()]).toEqual([
    413,
    { success: false, message: 'Request body is too large.' },
  ]);
});

test('a redirect card answers a redirect before any HTML', async ({ request }) => {
  const answer = await request.get(`${edge}/profile/${seedIds.redirectCard}`, {
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toMatch(/^https?:\/\//);
});

test('an unknown card answers 404 and the browser shows /error with the message', async ({
  page,
}) => {
  const answer = await page.goto('/profile/6650a1f0c0ffee00000009ff');
  expect(answer?.status()).toBe(404);
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText('Error : Profile not found.')).toBeVisible();
});

test('an inactive card answers 403 and the browser shows /error with the message', async ({
  page,
}) => {
  const answer = await page.goto(`/profile/${seedIds.inactiveCard}`);
  expect(answer?.status()).toBe(403);
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText('Error : This profile is inactive.')).toBeVisible();
});

test('a hostile name comes out escaped in every tag and in the markup', async ({
  browser,
  request,
  playwright,
  page,
}) => {
  const name = 'Eve "><script>alert(1)</script></title><b>bold';
  const owner = await asOwner(playwright);
  const saved = await owner.patch(`${api}/api/profile/${seedIds.fullCard}`, {
    data: { general: { name, tagLine: '</title><script>alert(2)</script>', description: 'd' } },
  });
  expect(saved.ok()).toBe(true);
  const html = await (await request.get(`${edge}/profile/${seedIds.fullCard}`)).text();
  // The page's own: its two module scripts (the card's and its language script, from /assets/)
  // and the data block; one title.
  const scripts = html.match(/<script[^>]*>/g) ?? [];
  expect(
    scripts.filter((tag) => /^<script type="module"[^>]* src="\/assets\/[\w-]+\.js">$/.test(tag)),
  ).toHaveLength(2);
  expect(html.match(/<script/g)).toHaveLength(3);
  expect(html.match(/<\/title>/g)).toHaveLength(1);
  expect(html).not.toContain('<b>bold');
  const preview = await previewOf(browser, seedIds.fullCard);
  expect([preview.title, preview.ogTitle, preview.ogDescription]).toEqual([
    `${name} - Profile`,
    name,
    '</title><script>alert(2)</script>',
  ]);
  const dialogs: string[] = [];
  page.on('dialog', (d) => dialogs.push(d.message()));
  await page.goto(`/profile/${seedIds.fullCard}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('$ sequences in a card come out as typed, never as replacement patterns', async ({
  browser,
  request,
  playwright,
}) => {
  const name = "Owen $` Light $& $'";
  const tagLine = '$`'.repeat(75);
  const owner = await asOwner(playwright);
  const saved = await owner.patch(`${api}/api/profile/${seedIds.fullCard}`, {
    data: { general: { name, tagLine, description: 'd' } },
  });
  expect(saved.ok()).toBe(true);
  const html = await (await request.get(`${edge}/profile/${seedIds.fullCard}`)).text();
  expect(html.match(/<\/head>/g)).toHaveLength(1);
  // Each text a few times (head tags, markup, data block); a pattern pastes the page per `$\``.
  expect(html.length).toBeLessThan(100_000);
  const preview = await previewOf(browser, seedIds.fullCard);
  expect([preview.title, preview.ogTitle, preview.ogDescription]).toEqual([
    `${name} - Profile`,
    name,
    tagLine,
  ]);
});

test('a card with a malformed section renders the rest', async ({ page }) => {
  const n = malformations.findIndex((m) => m.name === 'socials is null');
  const answer = await page.goto(`http://127.0.0.1:${edgePorts.edgeDrift}/profile/drift-${n}`);
  expect(answer?.status()).toBe(200);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Description', 'Contact', 'Location', 'Documents', 'Other']);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
});

test('with JavaScript off the card shows its name, tag line and first tab @no-js', async ({
  page,
}) => {
  await page.goto(`/profile/${seedIds.fullCard}`);
  await expect(page.getByRole('heading', { name: 'Owen Owner' })).toBeVisible();
  await expect(page.getByText('Founder, Owen & Co.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Description', selected: true })).toBeVisible();
  // The description (one line) in the first tab, not repeated under the tag line.
  await expect(
    page.getByRole('tabpanel', { name: 'Description' }).getByText('We design and print NFC'),
  ).toBeVisible();
  await expect(page.locator('header').getByText('We design and print NFC')).toHaveCount(0);
  // Links are plain links: the footer's support address works without a script.
  await expect(page.locator('a[href="mailto:support@tapcard.example.com"]')).toBeVisible();
});

test('with JavaScript off a light card paints light @no-js', async ({ page }) => {
  await page.goto(`/profile/${seedIds.lightCard}`);
  await expect(page.getByRole('heading', { name: 'Owen Light' })).toBeVisible();
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(255, 255, 255)');
});
