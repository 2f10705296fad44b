import {
  ensurePortFree,
  start,
  startDevServer,
  stopAll,
  waitForUrl,
} from '../scripts/processes.ts';
import { testPort } from '../scripts/test-ports.ts';
import { accounts, expect, login, test } from './fixtures';

/**
 * Prism mode end to end (README "Run modes"): QA logs in on the app proxied to
 * `npm run mock:prism` and reaches the dashboard. It needs the contract's login response to
 * set the session cookie (its `Set-Cookie` header example, "Servers we don't control").
 */
const prismPort = testPort(4111);
const appPort = testPort(5184);
const app = `http://127.0.0.1:${appPort}`;

test.describe('Prism mode', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    await ensurePortFree(prismPort);
    start('npx', [
      'prism',
      'mock',
      'openapi/openapi.yaml',
      '--port',
      String(prismPort),
      '--host',
      '127.0.0.1',
    ]);
    await Promise.all([
      waitForUrl(`http://127.0.0.1:${prismPort}/api/profile/x`, 60_000),
      startDevServer(appPort, `http://127.0.0.1:${prismPort}`),
    ]);
  });
  test.afterAll(() => stopAll());

  test('QA logs in under Prism and reaches the dashboard', async ({ page }) => {
    // The app proxied to Prism is on its own port, not the project's base URL.
    await page.goto(`${app}/login`);
    await login(page, accounts.owner, { open: false });
    await expect(
      page.getByRole('heading', { name: /^My Tapcard Profiles \(\d+\)$/ }),
    ).toBeVisible();
  });
});
