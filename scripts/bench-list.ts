// `npm run bench:list`: how the admin's all-profiles page copes with 10,000 cards, beside 100
// (targets in docs/performance.md "The card list"). Builds the app for production and, for each
// size, serves it with `vite preview` proxied to its own HTTP mock backend (in memory: the browser
// mock's localStorage cannot hold 10,000 cards), seeded with POST /api/profile as admin (500 per
// call). Then, in Chromium:
//   - first render: navigation start → the first page of cards in the DOM (ms; every visit after
//     an unmeasured one, so caches are warm), the median of --runs visits per size, the sizes'
//     visits taking turns (each going first every other round) so that a busy machine slows both
//     alike; the list call's own duration beside it;
//   - filter keystroke: median and worst time from a key press in the filter to the list
//     rendered for the new text, plus one frame (ms);
//   - the ratio of the 10,000-card first render to the 100-card one;
// and checks them against the targets (10,000 cards: first render ≤ 300 ms, keystroke median
// ≤ 50 ms, ratio ≤ 1.5), one pass/fail line each. Figures go to stdout and /tmp/bench-list.txt
// (`npm run bench` reads the table's rows from there).
// Usage: tsx scripts/bench-list.ts [--no-build] [--runs N] [--check]
//   --runs N  measured visits per size (default 5)
//   --check   exit 1 when a target is missed (without it the figures are a report: exit 0)
import { writeFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';
import { median } from './bench-stats.ts';
import { testPort } from './test-ports.ts';
import { run, runMain, servePreviewWithMockApi } from './processes.ts';

const outDir = 'dist-bench-list';
/** Each size gets its own mock backend and preview server (API port, app port). */
const sizes = [
  { total: 100, apiPort: testPort(4317), appPort: testPort(4318) },
  { total: 10_000, apiPort: testPort(4319), appPort: testPort(4320) },
];
const seededCards = 29; // mocks/store.ts seed: 5 owner cards and 24 blank ones
const admin = { email: 'admin@example.com', password: 'Admin@123' };
const keys = ['a', '1', 'b', '2', 'c', '3', 'd', '4'];
/** The targets of docs/performance.md "The card list". */
const targets = { firstRender: 300, keystroke: 50, ratio: 1.5 };

const argValue = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const runs = Number(argValue('--runs') ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');

/** Resets the mock at `api` and brings its number of cards to `total` through the API, as an admin. */
async function seed(api: string, total: number) {
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

type Size = (typeof sizes)[number] & { app: string; browser: Browser; context: BrowserContext };

/** Opens the list page of `size` and waits for its heading with the full count. */
async function openList(size: Size, measure: boolean) {
  const page = await size.context.newPage();
  if (measure) await page.addInitScript(watchFirstRender);
  await page.goto(`${size.app}/dashboard/all-profiles`);
  await page.getByRole('heading', { name: `All Tapcard Profiles (${size.total})` }).waitFor();
  return page;
}

/** One measured visit: first render and the list call's duration (ms). */
async function visit(size: Size) {
  const page = await openList(size, true);
  await page.waitForFunction(
    () => (window as unknown as { __firstRender?: number }).__firstRender !== undefined,
  );
  const result = await page.evaluate(() => ({
    firstRender: (window as unknown as { __firstRender: number }).__firstRender,
    listCall:
      performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes('/api/profile?admin=true'))?.duration ?? NaN,
  }));
  await page.close();
  return result;
}

/** 40 keystrokes in the card-number filter (5 rounds of 8), each timed. */
async function keystrokes(size: Size) {
  const page = await openList(size, false);
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
  await page.close();
  return samples;
}

async function main() {
  if (!process.argv.includes('--no-build'))
    await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir']);
  const ready: Size[] = [];
  for (const size of sizes) {
    await servePreviewWithMockApi(outDir, size.apiPort, size.appPort);
    await seed(`http://127.0.0.1:${size.apiPort}`, size.total);
    const app = `http://127.0.0.1:${size.appPort}`;
    const browser = await chromium.launch(chromiumLaunchOptions());
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const login = await context.request.post(`${app}/api/user/login`, { data: admin });
    if (!login.ok()) throw new Error(`login through the app failed: ${login.status()}`);
    ready.push({ ...size, app, browser, context });
  }
  try {
    // One unmeasured visit each first, so every measured visit has warm caches (server and browser).
    for (const size of ready) await (await openList(size, false)).close();
    const visits = ready.map(() => [] as { firstRender: number; listCall: number }[]);
    // Taking turns, and in the opposite order every other round: neither size always goes first.
    for (let round = 0; round < runs; round += 1) {
      const order = [...ready.keys()];
      if (round % 2) order.reverse();
      for (const i of order) visits[i]!.push(await visit(ready[i]!));
    }
    const results = [];
    for (const [i, size] of ready.entries()) {
      const samples = await keystrokes(size);
      const firsts = visits[i]!.map((v) => v.firstRender);
      results.push({
        total: size.total,
        firstRender: median(firsts),
        firstMin: Math.min(...firsts),
        firstMax: Math.max(...firsts),
        listCall: median(visits[i]!.map((v) => v.listCall)),
        median: median(samples),
        worst: Math.max(...samples),
        samples: samples.length,
      });
    }
    report(results, ready[0]!.browser.version());
  } finally {
    for (const size of ready) await size.browser.close();
  }
}

type Result = {
  total: number;
  firstRender: number;
  firstMin: number;
  firstMax: number;
  listCall: number;
  median: number;
  worst: number;
  samples: number;
};

/** Prints the table, the ratio and the target checks; writes them to /tmp/bench-list.txt. */
function report(results: Result[], version: string) {
  const small = results.find((r) => r.total === 100)!;
  const large = results.find((r) => r.total === 10_000)!;
  const ratio = large.firstRender / small.firstRender;
  const pad = (v: string, n: number) => v.padStart(n);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const checks = [
    [
      `first render with 10,000 cards ≤ ${targets.firstRender} ms`,
      large.firstRender <= targets.firstRender,
      ms(large.firstRender),
    ],
    [
      `filter keystroke median with 10,000 cards ≤ ${targets.keystroke} ms`,
      large.median <= targets.keystroke,
      ms(large.median),
    ],
    [
      `first render ratio 10,000 / 100 ≤ ${targets.ratio}`,
      ratio <= targets.ratio,
      ratio.toFixed(2),
    ],
  ] as const;
  const lines = [
    `bench:list — /dashboard/all-profiles, production build, Chromium ${version} at 1280x800, ${new Date().toISOString()}`,
    `${'cards'.padEnd(8)}${pad('first render', 14)}${pad('(list call)', 14)}${pad('filter median', 16)}${pad('filter worst', 15)}${pad('keystrokes', 12)}${pad('first render runs', 22)}`,
    ...results.map(
      (r) =>
        `${String(r.total).padEnd(8)}${pad(ms(r.firstRender), 14)}${pad(`(${ms(r.listCall)})`, 14)}${pad(ms(r.median), 16)}${pad(ms(r.worst), 15)}${pad(String(r.samples), 12)}${pad(`${runs}: ${r.firstMin.toFixed(0)}–${r.firstMax.toFixed(0)} ms`, 22)}`,
    ),
    `ratio   first render 10,000 / 100 = ${ratio.toFixed(2)}`,
    `first render = navigation start to the first page of cards in the DOM, median of ${runs} visits per size taking turns (warm caches); filter = key press to the list rendered for the new text, plus one frame.`,
    'targets (docs/performance.md "The card list"):',
    ...checks.map(([what, ok, value]) => `  ${ok ? 'pass' : 'FAIL'}  ${what}: ${value}`),
  ];
  const text = lines.join('\n');
  console.log(text);
  writeFileSync('/tmp/bench-list.txt', `${text}\n`);
  if (process.argv.includes('--check') && checks.some(([, ok]) => !ok)) process.exitCode = 1;
}

runMain(main);
