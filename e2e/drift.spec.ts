import { expect, test } from '@playwright/test';
import {
  ensurePortFree,
  serveDemoBuildFor,
  start,
  stopAll,
  waitForUrl,
} from '../scripts/processes.ts';
import { testPort } from '../scripts/test-ports.ts';
import { cardlessAnswers, fullCardTabs, malformations } from '../tests/support/malformed-cards.ts';

/**
 * The public card against a server that drifts from the contract (ADR 0004): the app in its
 * real-server mode (`API_TARGET`: the demo build, which reports drift as development does, served
 * by `vite preview` proxying /api) in front of e2e/drifting-server.ts, not the mock backend. Both are started here, on ports shifted by
 * TEST_PORT_OFFSET.
 */
const driftPort = testPort(4200);
const appPort = testPort(5190);
const app = `http://127.0.0.1:${appPort}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await ensurePortFree(driftPort);
  start('npx', ['tsx', 'e2e/drifting-server.ts'], { DRIFT_PORT: String(driftPort) });
  await Promise.all([
    waitForUrl(`http://127.0.0.1:${driftPort}/api/profile/drift-0`, 120_000),
    serveDemoBuildFor(appPort, `http://127.0.0.1:${driftPort}`),
  ]);
});

test.afterAll(() => stopAll());

test('every drifting card keeps its name and sound tabs, and every tab draws', async ({ page }) => {
  test.setTimeout(240_000); // about 35 page loads on a busy machine
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const drifts: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().startsWith('[contract drift]')) drifts.push(m.text());
  });
  for (const [n, m] of malformations.entries()) {
    if (m.editorOnly) continue;
    await page.goto(`${app}/profile/drift-${n}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading, m.name).toHaveText(m.nameLost ? '' : 'Owen Owner');
    const expected = fullCardTabs.filter((t) => !(m.lostTabs ?? []).includes(t));
    await expect(page.getByRole('tab'), m.name).toHaveText(expected);
    for (const tab of expected) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel'), `${m.name}: ${tab}`).not.toContainText(
        'cannot be shown',
      );
    }
  }
  expect(errors).toEqual([]);
  // The drift report names the operation, the JSON path, and both types (the demo build).
  expect(drifts).toContain(
    '[contract drift] getPublicProfile /data/profile/socials: expected object, received null',
  );
});

test('a lone surrogate in the UPI payee name still draws the payment QR code', async ({ page }) => {
  const n = malformations.findIndex((m) => m.name === 'a lone surrogate in the UPI payee name');
  await page.goto(`${app}/profile/drift-${n}`);
  await page.getByRole('tab', { name: 'Other' }).click();
  await page.getByRole('button', { name: 'UPI' }).click();
  await expect(page.getByRole('img', { name: 'UPI payment QR code' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay with UPI app' })).toHaveAttribute(
    'href',
    'upi://pay?pa=owen@okbank&pn=Rita%EF%BF%BD&cu=INR',
  );
});

test('an answer with no card goes to /error with "Failed to load profile"', async ({ page }) => {
  for (const [n, answer] of cardlessAnswers.entries()) {
    await page.goto(`${app}/profile/cardless-${n}`);
    await expect(page, answer.name).toHaveURL(`${app}/error`);
    await expect(page.getByText('Error : Failed to load profile')).toBeVisible();
  }
});
