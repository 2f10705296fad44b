import { defineConfig } from '@playwright/test';
import { playwrightUse } from './scripts/playwright-use.ts';
import { journeyPorts } from './scripts/test-ports.ts';

// The journeys run on builds, not on the dev server: a fresh browser context per test would
// otherwise fetch and transform hundreds of dev modules for every page it opens (measured: the
// public card's 35 journeys took 1.8 min on the demo build, 2.6 min on the dev server). Stories
// and unit tests keep React's development checks.
// `E2E_PROD_DIST=<dir>` reuses an existing production build (npm test builds once for the deploy
// check and these projects); else it is built into dist-e2e.
const prodDist = process.env.E2E_PROD_DIST || 'dist-e2e';
const prodBuild = process.env.E2E_PROD_DIST
  ? 'true'
  : `npx vite build --outDir ${prodDist} --logLevel error`;
// `E2E_DEMO_DIST=<dir>` reuses an existing demo build (the in-browser mock, the drift report on:
// .env.demo); else it is built into dist-e2e-demo.
const demoDist = process.env.E2E_DEMO_DIST || 'dist-e2e-demo';
const demoBuild = process.env.E2E_DEMO_DIST
  ? 'true'
  : `npx vite build --mode demo --outDir ${demoDist} --logLevel error`;

/**
 * Browser journeys in Debian's Chromium (README "Browsers"). Two transports:
 * - `browser-mock`: the demo build, with the in-browser mock backend (every journey; each test
 *   gets a fresh browser context and so fresh seed data);
 * - `http-mock`: the production build's real network path, proxied to `npm run mock:api`
 *   (journeys tagged @http run on both transports, @http-only here alone; one file at a time per
 *   worker);
 * - `prod`: the production build under the README's CSP, on its own HTTP mock (tag @prod).
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // On CI a test that fails once is run once more; test-all reports it as flaky, never hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    ...playwrightUse(),
  },
  // Playwright hands out tests in the projects' order. The two one-at-a-time projects come
  // first, so they run beside each other and then beside browser-mock: listed last, http-mock
  // ran alone once browser-mock was done, about 55 s of one idle worker (2026-11-28).
  projects: [
    {
      // The production build (no mock code) under the README's Content-Security-Policy,
      // against the HTTP mock backend. Journeys tagged @prod.
      name: 'prod',
      grep: /@prod/,
      fullyParallel: false,
      // One HTTP mock shared by every test of the project: one test at a time.
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${journeyPorts.prodApp}` },
    },
    {
      name: 'http-mock',
      grep: /@http/,
      fullyParallel: false,
      // One HTTP mock shared by every test of the project: one test at a time.
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${journeyPorts.httpMockApp}` },
    },
    {
      name: 'browser-mock',
      grepInvert: /@prod|@http-only/,
      use: { baseURL: `http://127.0.0.1:${journeyPorts.browserMockApp}` },
    },
  ],
  webServer: [
    {
      command: `${demoBuild} && npx vite preview --outDir ${demoDist} --port ${journeyPorts.browserMockApp} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${journeyPorts.browserMockApp}`,
      reuseExistingServer: !process.env.CI,
      env: { API_TARGET: '' },
      timeout: 180_000,
    },
    {
      command: `npx tsx mocks/http-server.ts`,
      url: `http://127.0.0.1:${journeyPorts.httpMockApi}/__mock/mailbox`,
      reuseExistingServer: !process.env.CI,
      env: {
        MOCK_API_PORT: String(journeyPorts.httpMockApi),
        // The app in front of it serves the cards' pages (a mailed contact file links there).
        MOCK_API_PUBLIC_ORIGIN: `http://127.0.0.1:${journeyPorts.httpMockApp}`,
      },
      timeout: 60_000,
    },
    {
      command: `npx tsx mocks/http-server.ts`,
      url: `http://127.0.0.1:${journeyPorts.prodApi}/__mock/mailbox`,
      reuseExistingServer: !process.env.CI,
      env: {
        MOCK_API_PORT: String(journeyPorts.prodApi),
        MOCK_API_PUBLIC_ORIGIN: `http://127.0.0.1:${journeyPorts.prodApp}`,
      },
      timeout: 60_000,
    },
    {
      command: `${prodBuild} && npx vite preview --outDir ${prodDist} --port ${journeyPorts.prodApp} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${journeyPorts.prodApp}`,
      reuseExistingServer: !process.env.CI,
      env: { API_TARGET: `http://127.0.0.1:${journeyPorts.prodApi}`, CSP: '1' },
      timeout: 180_000,
    },
    {
      // After the prod server, whose command builds prodDist (Playwright starts the servers one
      // after another): the same build, without the CSP, proxied to the HTTP mock.
      command: `npx vite preview --outDir ${prodDist} --port ${journeyPorts.httpMockApp} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${journeyPorts.httpMockApp}`,
      reuseExistingServer: !process.env.CI,
      env: { API_TARGET: `http://127.0.0.1:${journeyPorts.httpMockApi}` },
      timeout: 120_000,
    },
  ],
});
