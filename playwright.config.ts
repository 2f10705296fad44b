import { defineConfig } from '@playwright/test';
import { playwrightUse } from './scripts/playwright-use.ts';
import { testPort } from './scripts/test-ports.ts';

const browserMockPort = testPort(5180);
const httpMockAppPort = testPort(5181);
const httpMockApiPort = testPort(4100);
const prodPort = testPort(5182);
const prodApiPort = testPort(4101);
// `E2E_PROD_DIST=<dir>` reuses an existing production build (npm test builds once for the deploy
// check and this project); else the project builds into dist-e2e.
const prodDist = process.env.E2E_PROD_DIST || 'dist-e2e';
const prodBuild = process.env.E2E_PROD_DIST
  ? 'true'
  : `npx vite build --outDir ${prodDist} --logLevel error`;

/**
 * Browser journeys in Debian's Chromium (README "Browsers"). Two transports:
 * - `browser-mock`: the app with the in-browser mock backend (every journey; each test gets a
 *   fresh browser context and so fresh seed data);
 * - `http-mock`: the app's real network path, proxied to `npm run mock:api` (journeys tagged
 *   @http run on both transports, @http-only here alone; one file at a time per worker);
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
  projects: [
    {
      // The production build (no mock code) under the README's Content-Security-Policy,
      // against the HTTP mock backend. Journeys tagged @prod.
      name: 'prod',
      grep: /@prod/,
      fullyParallel: false,
      // One HTTP mock shared by every test of the project: one test at a time.
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${prodPort}` },
    },
    {
      name: 'browser-mock',
      grepInvert: /@prod|@http-only/,
      use: { baseURL: `http://127.0.0.1:${browserMockPort}` },
    },
    {
      name: 'http-mock',
      grep: /@http/,
      fullyParallel: false,
      // One HTTP mock shared by every test of the project: one test at a time.
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${httpMockAppPort}` },
    },
  ],
  webServer: [
    {
      command: `npx vite --port ${browserMockPort} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${browserMockPort}`,
      reuseExistingServer: !process.env.CI,
      env: { API_TARGET: '' },
      timeout: 120_000,
    },
    {
      command: `npx tsx mocks/http-server.ts`,
      url: `http://127.0.0.1:${httpMockApiPort}/__mock/mailbox`,
      reuseExistingServer: !process.env.CI,
      env: { MOCK_API_PORT: String(httpMockApiPort) },
      timeout: 60_000,
    },
    {
      command: `npx vite --port ${httpMockAppPort} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${httpMockAppPort}`,
      reuseExistingServer: !process.env.CI,
      env: { API_TARGET: `http://127.0.0.1:${httpMockApiPort}` },
      timeout: 120_000,
    },
    {
      command: `npx tsx mocks/http-server.ts`,
      url: `http://127.0.0.1:${prodApiPort}/__mock/mailbox`,
      reuseExistingServer: !process.env.CI,
      env: { MOCK_API_PORT: String(prodApiPort) },
      timeout: 60_000,
    },
    {
      command: `${prodBuild} && npx vite preview --outDir ${prodDist} --port ${prodPort} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${prodPort}`,
      reuseExistingServer: !process.env.CI,
      env: { API_TARGET: `http://127.0.0.1:${prodApiPort}`, CSP: '1' },
      timeout: 180_000,
    },
  ],
});
