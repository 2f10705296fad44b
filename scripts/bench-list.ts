// `npm run bench:list`: how the admin's all-profiles page copes with 10,000 cards, beside 100.
// Builds the app for production, serves it with `vite preview` proxied to the HTTP mock
// backend (in memory: the browser mock's localStorage cannot hold 10,000 cards), seeds the
// cards with POST /api/profile as admin (500 per call), opens /dashboard/all-profiles in
// Chromium and prints:
//   - first render: navigation start → the first page of cards in the DOM (ms, second visit so
//     caches are warm), with the list call's own duration beside it;
//   - filter keystroke: median and worst time from a key press in the filter to the list
//     rendered for the new text, plus one frame (ms).
// Figures go to stdout and /tmp/bench-list.txt. Usage: tsx scripts/bench-list.ts [--no-build]
import { writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';
import { median } from './lighthouse.ts';
import { testPort } from './test-ports.ts';
import { run, runMain, servePreviewWithMockApi } from './processes.ts';

const apiPort = testPort(4317);
const appPort = testPort(4318);
const api = `http://127.0.0.1:${apiPort}`;
const app = `http://127.0.0.1:${appPort}`;
const outDir = 'dist-bench-list';
const sizes = [100, 10_000];
const seededCards = 29; // mocks/store.ts seed: 5 owner cards and 24 blank ones
const admin = { email: 'admin@example.com', password: 'Admin@123' };
const keys = ['a', '1', 'b', '2', 'c', '3', 'd', '4'];

/** Resets the mock and brings the number of cards to `total` through the API, as an admin. */
async function seed(total: number) {
  await fetch(`${api}/__mock/reset`, { method: 'POST' });
  const login = await fetch(`${api}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!login.ok || !cookie) throw new Error(`admin login failed: ${login.status}`);
  let missing = total - seededCards;
  let batch = 0;
  while (missing > 0) {
    const number = Math.min(500, missing);
    batch += 1;
    const response = await fetch(`${api}/api/profile`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ name: `Bench card batch ${batch}`, number }),
    });
    if (response.status !== 201)
      throw new Error(`create failed: ${response.status} ${await response.text()}`);
    missing -= number;
  }
}

/** Installed before the app loads: notes when the first card of the list reaches the DOM. */
function watchFirstRender() {
  const w = window as unknown as { __firstRender?: number };
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-testid="profile-grid"] article')) {
      w.__firstRender = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

/** Presses `key` in the focused filter and resolves to ms until the list shows `expected`, plus a frame. */
async function timeKeystroke(page: Page, key: string, expected: string): Promise<number> {
  await page.evaluate((wanted) => {
    const w = window as unknown as { __done?: Promise<number> };
    const grid = document.querySelector('[data-testid="profile-grid"]')!;
    w.__done = new Promise<number>((resolve) => {
      let start = 0;
      document.addEventListener('keydown', (e) => (start = e.timeStamp), {
        once: true,
        capture: true,
      });
      const observer = new MutationObserver(() => {
        if (grid.getAttribute('data-query') !== wanted) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - start));
      });
      observer.observe(grid, { attributes: true, attributeFilter: ['data-query'] });
    });
  }, expected);
  await page.keyboard.press(key);
  return page.evaluate(() => (window as unknown as { __done: Promise<number> }).__done);
}

async function measure(total: number) {
  await seed(total);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const login = await context.request.post(`${app}/api/user/login`, { data: admin });
    if (!login.ok()) throw new Error(`login through the app failed: ${login.status()}`);
    // One unmeasured visit first, so both sizes are timed with warm caches (server and browser).
    const warmUp = await context.newPage();
    await warmUp.goto(`${app}/dashboard/all-profiles`);
    await warmUp.getByRole('heading', { name: `All Tapcard Profiles (${total})` }).waitFor();
    await warmUp.close();
    const page = await context.newPage();
    await page.addInitScript(watchFirstRender);
    await page.goto(`${app}/dashboard/all-profiles`);
    await page.getByRole('heading', { name: `All Tapcard Profiles (${total})` }).waitFor();
    await page.waitForFunction(
      () => (window as unknown as { __firstRender?: number }).__firstRender !== undefined,
    );
    const firstRender = await page.evaluate(
      () => (window as unknown as { __firstRender: number }).__firstRender,
    );
    const listCall = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .find((e) => e.name.includes('/api/profile?admin=true'))?.duration ?? NaN,
    );

    await page.getByLabel('Filter by').selectOption('id');
    const search = page.getByLabel('Search');
    const samples: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      await search.fill('');
      await search.focus();
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="profile-grid"]')?.getAttribute('data-query') === '',
      );
      let typed = '';
      for (const key of keys) {
        typed += key;
        samples.push(await timeKeystroke(page, key, typed));
      }
    }
    return {
      total,
      firstRender,
      listCall,
      median: median(samples),
      worst: Math.max(...samples),
      samples: samples.length,
      version: browser.version(),
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!process.argv.includes('--no-build'))
    await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir']);
  await servePreviewWithMockApi(outDir, apiPort, appPort);

  const results = [];
  for (const total of sizes) results.push(await measure(total));

  const pad = (v: string, n: number) => v.padStart(n);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const lines = [
    `bench:list — /dashboard/all-profiles, production build, Chromium ${results[0]?.version ?? '?'} at 1280x800, ${new Date().toISOString()}`,
    `${'cards'.padEnd(8)}${pad('first render', 14)}${pad('(list call)', 14)}${pad('filter median', 16)}${pad('filter worst', 15)}${pad('keystrokes', 12)}`,
    ...results.map(
      (r) =>
        `${String(r.total).padEnd(8)}${pad(ms(r.firstRender), 14)}${pad(`(${ms(r.listCall)})`, 14)}${pad(ms(r.median), 16)}${pad(ms(r.worst), 15)}${pad(String(r.samples), 12)}`,
    ),
    'first render = navigation start to the first page of cards in the DOM (second visit, warm caches); filter = key press to the list rendered for the new text, plus one frame.',
  ];
  const text = lines.join('\n');
  console.log(text);
  writeFileSync('/tmp/bench-list.txt', `${text}\n`);
}

runMain(main);
