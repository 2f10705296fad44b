import type { Locator, Page } from '@playwright/test';
import { accounts, cards, expect, login, submitLogin, test, turnOnExchange } from './fixtures';

/**
 * The mock backend as a reference server and QA's tool (docs/mock-backend.md), in the browser: its
 * rules on both transports (@http), and scenarios and the Mock API panel in mock mode.
 */
const toast = (page: Page, text: string) => page.locator('[data-toast]').filter({ hasText: text });

test.describe('reference rules in the browser @http', () => {
  test('after 5 wrong passwords the login form shows the wait from the server', async ({
    page,
  }) => {
    // Each attempt waits for its answer: a click while the last one is in flight sends nothing
    // (the form's one request at a time), and an earlier toast still showing proves nothing.
    const refused = () =>
      page.waitForResponse(
        (r) => r.url().endsWith('/api/user/login') && r.request().method() === 'POST',
      );
    const first = refused();
    await submitLogin(page, { email: accounts.owner.email, password: 'Wrong@123' });
    expect((await first).status()).toBe(401);
    for (let i = 1; i < 5; i += 1) {
      const answer = refused();
      await page.getByRole('button', { name: 'Login' }).click();
      expect((await answer).status()).toBe(401);
    }
    await expect(toast(page, 'Invalid email or password.').first()).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(accounts.owner.password);
    await page.getByRole('button', { name: 'Login' }).click();
    // The wait counts down from Retry-After (30 s after the 5th failure), so its seconds vary.
    await expect(
      page.locator('[data-toast]').filter({
        hasText: /^Too many failed login attempts\. Please try again in \d+ seconds\.$/,
      }),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(accounts.owner.email);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unverified session gets 403 on card calls; a non-JSON body gets 415', async ({
    page,
  }) => {
    await submitLogin(page, accounts.pending);
    await expect(page).toHaveURL(/\/verify-email$/);
    const answers = await page.evaluate(async () => {
      const list = await fetch('/api/profile', { credentials: 'include' });
      const form = await fetch('/api/user/login', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: '{"email":"owner@example.com","password":"Owner@123"}',
      });
      return [
        [list.status, ((await list.json()) as { message: string }).message],
        [form.status, ((await form.json()) as { message: string }).message],
      ];
    });
    expect(answers).toEqual([
      [403, 'Please verify your email first.'],
      [415, 'Request body must be application/json.'],
    ]);
  });
});

test('a session idle for 30 minutes ends: the next load goes to /login', async ({ page }) => {
  await page.clock.install();
  await login(page, accounts.owner);
  await page.clock.fastForward('31:00');
  await page.goto('/dashboard/my-account');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fmy-account$/);
  // Signing in again leads back to that page.
  await submitLogin(page, accounts.owner, { open: false });
  await expect(page).toHaveURL(/\/dashboard\/my-account$/);
});

test('?scenario= selects a scenario that the tab keeps over reloads', async ({ page }) => {
  await page.goto('/login?scenario=empty-account');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('complementary', { name: 'Mock API' })).toContainText(
    'scenario empty-account',
  );
  await login(page, accounts.owner);
  await expect(page.getByRole('heading', { name: 'My Tapcard Profiles (0)' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Tapcard Profiles (0)' })).toBeVisible();
});

test('a shared ?scenario= link holds when the tab moves on before the mock has started', async ({
  browser,
}, testInfo) => {
  // The mock starts once its own chunk has loaded, which on a slow phone or a loaded machine can
  // end after the page's load event: 6x CPU slowdown, and the page left at DOMContentLoaded.
  test.slow();
  const runs = 4;
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/login?scenario=spec-only', { waitUntil: 'domcontentloaded' });
    await page.goto('/login');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole('complementary', { name: 'Mock API' }),
      `run ${run} of ${runs}`,
    ).toContainText('scenario spec-only', { timeout: 30_000 });
    if (run === runs) {
      await login(page, accounts.owner, { open: false });
      await expect(page.getByRole('complementary', { name: 'Mock API' })).toContainText(
        'scenario spec-only',
      );
      // spec-only: a server without contact exchange, so My Profiles has no Contacts.
      await expect(page.getByRole('link', { name: 'Contacts', exact: true })).toHaveCount(0);
    }
    expect(errors, 'uncaught page errors').toEqual([]);
    await context.close();
  }
});

test('a Phone or Email tap (tel:, mailto:) leaves the in-browser mock answering the tab', async ({
  page,
}) => {
  test.slow();
  await turnOnExchange(page);
  await page.context().clearCookies(); // a visitor, not the owner
  // The browser fires beforeunload for a tel: or mailto: link and stays on the page. Counted
  // from the document's first script, so no start-up work of the page can come first.
  await page.addInitScript(() =>
    window.addEventListener('beforeunload', () => {
      const data = document.body.dataset;
      data.beforeunloads = String(Number(data.beforeunloads ?? 0) + 1);
    }),
  );
  await page.goto(`/profile/${cards.full}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Owen Owner' })).toBeVisible();
  await page.getByRole('tab', { name: 'Contact' }).click();
  await page.getByRole('button', { name: 'Email' }).click();
  const emails = page.getByRole('dialog', { name: 'Email' });
  await emails.getByRole('link').first().click();
  await emails.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Phone' }).click();
  const phones = page.getByRole('dialog', { name: 'Phone' });
  await phones.getByRole('link').first().click();
  // For tel: (not for mailto:) Chromium then asks which application should open it: a browser
  // prompt a test cannot answer, which takes the tab's mouse and keyboard within seconds. From
  // here the journey clicks through the page (dispatchEvent) and types with fill().
  const tap = (target: Locator) => target.dispatchEvent('click');
  await tap(phones.getByRole('button', { name: 'Close' }));
  await expect(phones).toBeHidden();
  await expect(page.locator('body')).toHaveAttribute('data-beforeunloads', '2');
  await expect(page).toHaveURL(new RegExp(`/profile/${cards.full}$`));

  await tap(page.getByRole('button', { name: 'Leave your contact' }));
  const form = page.getByRole('dialog', { name: 'Leave your contact for Owen Owner' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Vera Visitor');
  await form.getByRole('textbox', { name: 'Email' }).fill('vera@example.com');
  await tap(form.getByRole('button', { name: 'Send my contact' }));
  await expect(form.getByRole('status')).toHaveText('Thank you! Owen Owner has your contact.');
  await tap(form.getByRole('button', { name: 'Close' }));

  // The card's own Login link opens the app in the same page.
  await tap(page.getByRole('link', { name: 'Login', exact: true }));
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(accounts.owner.email);
  await page.getByLabel('Password', { exact: true }).fill(accounts.owner.password);
  await tap(page.getByRole('button', { name: 'Login' }));
  await expect(page).toHaveURL(/\/dashboard\/my-profiles$/);
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
});

test('"Stay" on the browser\'s leave prompt leaves the in-browser mock answering: the edit saves', async ({
  page,
}) => {
  await login(page, accounts.owner);
  await page.goto(`/dashboard/my-profiles/${cards.full}`);
  await page
    .getByRole('region', { name: 'Edit Details' })
    .getByRole('tab', { name: 'General' })
    .click();
  const general = page.getByRole('form', { name: 'General' });
  await general.getByLabel('Tag line').fill('Kept after Stay');
  // A reload with an unsaved change: the editor asks (beforeunload), the person stays.
  const stayed = new Promise<void>((resolve) =>
    page.once('dialog', (dialog) => {
      expect(dialog.type()).toBe('beforeunload');
      void dialog.dismiss().then(resolve);
    }),
  );
  await page.evaluate(() => window.location.reload());
  await stayed;
  await expect(general.getByLabel('Tag line')).toHaveValue('Kept after Stay');
  await general.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('General data updated successfully.')).toBeVisible();
});

test('the panel bar sits above the app and never covers it or the drawer', async ({ page }) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/profile/${cards.full}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const bar = (await page.getByRole('complementary', { name: 'Mock API' }).boundingBox())!;
    const app = (await page.locator('#root').boundingBox())!;
    expect(app.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    await page.getByRole('button', { name: 'Mock API' }).click();
    const drawer = page.getByRole('dialog', { name: 'Mock API' });
    await expect(drawer).toBeVisible();
    // Clicking the drawer's own close button proves nothing lies on top of it.
    await drawer.getByRole('button').first().click();
    await expect(drawer).toBeHidden();
  }
});

test('QA injects a failure into one operation; it lasts for the tab until removed', async ({
  page,
}) => {
  await page.goto(`/profile/${cards.full}`);
  await page.getByRole('button', { name: 'Mock API' }).click();
  const drawer = page.getByRole('dialog', { name: 'Mock API' });
  await drawer.getByLabel('Operation', { exact: true }).fill('getPublicProfile');
  await page.getByRole('option', { name: /^getPublicProfile/ }).click();
  await drawer.getByLabel('Failure', { exact: true }).click();
  await page.getByRole('option', { name: '404' }).click();
  await drawer.getByRole('button', { name: 'Inject' }).click();
  await expect(drawer.getByText('getPublicProfile: 404')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/profile/${cards.minimal}`);
  await expect(page.getByText('Error : Profile not found.')).toBeVisible();
  await page.reload();
  await page.goto(`/profile/${cards.minimal}`);
  await expect(page.getByText('Error : Profile not found.')).toBeVisible();
  // Other operations still answer.
  await login(page, accounts.owner);

  await page.getByRole('button', { name: 'Mock API' }).click();
  await drawer.getByRole('button', { name: 'Remove the failure of getPublicProfile' }).click();
  await page.keyboard.press('Escape');
  await page.goto(`/profile/${cards.minimal}`);
  await expect(page.getByRole('heading', { name: 'Owen Minimal', level: 1 })).toBeVisible();
});

test('mailbox: the seeded code is copyable and a reset link opens its page', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(accounts.owner.email);
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(toast(page, 'Password reset link sent to your email.')).toBeVisible();

  await page.getByRole('button', { name: 'Mock API' }).click();
  const drawer = page.getByRole('dialog', { name: 'Mock API' });
  const copy = drawer.getByRole('button', { name: /^Copy code \d{6}$/ });
  const code = (await copy.textContent())?.match(/\d{6}/)?.[0];
  await copy.click();
  await expect(drawer.getByRole('button', { name: `Code ${code} copied` })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  await drawer.getByRole('link', { name: /^\/reset-password\// }).click();
  await expect(page).toHaveURL(/\/reset-password\/[0-9a-f]+$/);
  await expect(page.getByRole('button', { name: 'Change' })).toBeVisible();
});

test('a failed update check of the mock worker is no page error: the registered worker keeps serving', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('complementary', { name: 'Mock API' })).toBeVisible();
  // What msw's unawaited `registration.update()` rejects with (mswjs/msw#2006).
  const warned = page.waitForEvent('console', (message) =>
    message.text().startsWith('[mock backend] Failed to update a ServiceWorker'),
  );
  await page.evaluate(() => {
    void Promise.reject(
      new TypeError(
        `Failed to update a ServiceWorker for scope ('${location.origin}/') with script ('${location.origin}/mockServiceWorker.js'): Not found`,
      ),
    );
  });
  await warned;
  await login(page, accounts.owner);
});
