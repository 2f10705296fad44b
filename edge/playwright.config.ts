import { defineConfig } from '@playwright/test';
import { playwrightUse } from '../scripts/playwright-use.ts';
import { testPort } from '../scripts/test-ports.ts';

export const edgePorts = {
  /** `npm run mock:api`, the seeded cards. */
  api: testPort(4410),
  /** `edge:preview` (workerd) against the mock API. */
  edge: testPort(4411),
  /** e2e/drifting-server.ts: cards that drift from the contract. */
  drift: testPort(4412),
  /** A second `edge:preview` against the drifting server. */
  edgeDrift: testPort(4413),
};

/** A phone's browser: a headless browser's User-Agent is a crawler's to `isbot` (no tap). */
const visitorAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/**
 * The card renderer on Cloudflare's runtime (ADR 0011): `npx playwright test -c
 * edge/playwright.config.ts`. Its own config, so it starts only its own servers: the mock API,
 * the drifting server and two `edge:preview`s (workerd), the first building the app and the
 * renderer. One test at a time (one mock API, tap counts). Projects: `edge` (a visitor's
 * browser) and `edge-no-js` (JavaScript off, tests tagged @no-js).
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    ...playwrightUse(),
    userAgent: visitorAgent,
    baseURL: `http://127.0.0.1:${edgePorts.edge}`,
  },
  projects: [
    { name: 'edge', grepInvert: /@no-js/ },
    { name: 'edge-no-js', grep: /@no-js/, use: { javaScriptEnabled: false } },
  ],
  // Started one after the other: the first preview builds, the second serves that build.
  webServer: [
    {
      command: 'npx tsx mocks/http-server.ts',
      cwd: '..',
      url: `http://127.0.0.1:${edgePorts.api}/__mock/mailbox`,
      reuseExistingServer: !process.env.CI,
      // Behind the renderer, as behind deploy/nginx.conf: clients by X-Forwarded-For; the
      // cards' pages are the renderer's (its PUBLIC_ORIGIN), where a mailed contact file links.
      env: {
        MOCK_API_PORT: String(edgePorts.api),
        MOCK_API_TRUST_PROXY: '1',
        MOCK_API_PUBLIC_ORIGIN: `http://127.0.0.1:${edgePorts.edge}`,
      },
      timeout: 60_000,
    },
    {
      command: 'npx tsx e2e/drifting-server.ts',
      cwd: '..',
      url: `http://127.0.0.1:${edgePorts.drift}/api/profile/drift-0`,
      reuseExistingServer: !process.env.CI,
      env: { DRIFT_PORT: String(edgePorts.drift) },
      timeout: 60_000,
    },
    {
      command: 'npx tsx scripts/edge-preview.ts',
      cwd: '..',
      url: `http://127.0.0.1:${edgePorts.edge}/default-logo.svg`,
      reuseExistingServer: !process.env.CI,
      env: { PORT: String(edgePorts.edge), API_TARGET: `http://127.0.0.1:${edgePorts.api}` },
      timeout: 240_000,
    },
    {
      command: 'npx tsx scripts/edge-preview.ts --no-build',
      cwd: '..',
      url: `http://127.0.0.1:${edgePorts.edgeDrift}/default-logo.svg`,
      reuseExistingServer: !process.env.CI,
      env: {
        PORT: String(edgePorts.edgeDrift),
        API_TARGET: `http://127.0.0.1:${edgePorts.drift}`,
      },
      timeout: 120_000,
    },
  ],
});
