// What a fresh browser downloads for the public card from the dev server (`npm start`, which QA
// uses): `npm run bench:dev-weight`. Budget: under 8 MB (docs/performance.md "Dev server").
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';
import { startDevServer, stopAll } from './processes.ts';
import { testPort } from './test-ports.ts';

const port = testPort(5191); // not the drift journey's 5190
const budgetBytes = 8 * 1024 * 1024;
const card = '6650a1f0c0ffee0000000011'; // mocks/store.ts seedIds.fullCard

try {
  // The port guard: a stale dev server would be measured instead.
  await startDevServer(port, '');
  const browser = await chromium.launch(chromiumLaunchOptions());
  // A first visit warms Vite's dependency optimizer, so the measured visit is a steady dev server.
  for (const measured of [false, true]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    let bytes = 0;
    let requests = 0;
    const largest: [string, number][] = [];
    const pending: Promise<void>[] = [];
    // Bodies as the page receives them: most requests pass through the mock's service worker,
    // where the network panel's transfer sizes read 0.
    page.on('response', (response) => {
      pending.push(
        response.body().then(
          (body) => {
            bytes += body.length;
            requests += 1;
            largest.push([response.url(), body.length]);
          },
          () => undefined,
        ),
      );
    });
    await page.goto(`http://127.0.0.1:${port}/profile/${card}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    await context.close();
    if (!measured) continue;
    const mb = (bytes / 1024 / 1024).toFixed(1);
    console.log(`Dev server, fresh load of the public card: ${mb} MB in ${requests} requests`);
    largest.sort((a, b) => b[1] - a[1]);
    for (const [url, size] of largest.slice(0, Number(process.env.DEV_WEIGHT_TOP ?? 5))) {
      console.log(
        `  ${(size / 1024).toFixed(0).padStart(6)} kB  ${url.replace(/^https?:\/\/[^/]+/, '')}`,
      );
    }
    const groups = new Map<string, number>();
    for (const [url, size] of largest) {
      const path = url.replace(/^https?:\/\/[^/]+/, '');
      const group = path.startsWith('/node_modules/') ? 'dependencies' : path.split('/')[1] || '/';
      groups.set(group, (groups.get(group) ?? 0) + size);
    }
    console.log(
      `  by folder: ${[...groups].map(([g, b]) => `${g} ${(b / 1024).toFixed(0)} kB`).join(', ')}`,
    );
    if (bytes > budgetBytes) {
      console.error(`Over the 8 MB budget (docs/performance.md "Dev server").`);
      process.exitCode = 1;
    }
  }
  await browser.close();
} finally {
  stopAll();
}
