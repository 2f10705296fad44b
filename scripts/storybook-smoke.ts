// `npm run test:storybook-static` (part of `npm test`): builds the static Storybook, serves
// `storybook-static/` as any static host would, opens stories whose data comes from the mock
// backend in Chromium and checks that the data shows and the mock service worker registered
// (the build once deleted mockServiceWorker.js and every story failed).
// `STORYBOOK_SMOKE_DIR=<dir>` reuses an existing build.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { seedIds } from '../mocks/store.ts';
import { chromiumLaunchOptions } from './chromium.ts';
import { testPort } from './test-ports.ts';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.resolve(process.env.STORYBOOK_SMOKE_DIR ?? path.join(root, 'storybook-static'));
if (!process.env.STORYBOOK_SMOKE_DIR) {
  console.log(`building Storybook into ${path.relative(root, dir)}/ …`);
  const build = spawnSync('npx', ['storybook', 'build', '--quiet', '--output-dir', dir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Stories that show data only the mock backend can give, and the text that proves it. */
const stories = [
  { id: 'visitor-card-public-page--loaded', text: 'Owen Owner' },
  { id: 'visitor-card-error-page--inactive-card', text: 'Error : This profile is inactive.' },
  { id: 'dashboard-card-list--many', text: 'My Tapcard Profiles (5)' },
  { id: 'dashboard-card-list--many', text: seedIds.fullCard },
  { id: 'editor-editor-page--owner', text: 'Founder, Owen & Co.' },
];

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** A plain static file server, no fallback, like the simplest static host. */
const server = createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  let file = path.join(dir, pathname);
  if (!file.startsWith(dir)) file = dir;
  if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
  if (!existsSync(file)) {
    response.writeHead(404).end('not found');
    return;
  }
  response.writeHead(200, {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
  });
  createReadStream(file).pipe(response);
});
server.listen(testPort(4041), '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

let failures = 0;
function check(label: string, ok: boolean, detail = '') {
  console.log(`${ok ? 'pass' : 'FAIL'}  ${label}${ok ? '' : `: ${detail}`}`);
  if (!ok) failures += 1;
}

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  check('storybook-static has mockServiceWorker.js', existsSync(`${dir}/mockServiceWorker.js`));
  const index = (await (await fetch(`${base}/index.json`)).json()) as {
    entries: Record<string, { type: string }>;
  };
  check('the Introduction page is built', index.entries['introduction--docs']?.type === 'docs');
  for (const { id, text } of stories) {
    const page = await browser.newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`);
    const shown = await page
      .getByText(text, { exact: true })
      .first()
      .waitFor({ state: 'visible', timeout: 20_000 })
      .then(
        () => true,
        () => false,
      );
    check(`${id}: shows "${text}"`, shown, messages.slice(-3).join(' | ') || 'nothing logged');
    const mswFailure = messages.find((m) => m.includes('[MSW] Failed to register'));
    check(`${id}: the mock service worker registered`, !mswFailure, String(mswFailure));
    await page.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failures += 1;
} finally {
  await browser.close();
  server.close();
}
console.log(
  failures
    ? `\nstatic Storybook smoke test: ${failures} failed.`
    : '\nstatic Storybook smoke test: stories show mock data from a plain static server.',
);
process.exit(failures ? 1 : 0);
