import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { accounts, callApi, cards, expect, login, submitLogin, test } from './fixtures';

/**
 * axe-core (WCAG 2.x A and AA rules) over the whole page: zero violations. `rules` narrows the
 * run to those rules (a page whose structure another call has checked, in new colours).
 */
async function expectNoViolations(page: Page, label: string, rules?: string[]) {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('#mock-api-panel');
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, label).toEqual([]);
}

test('visitor screens have no axe violations', async ({ page }) => {
  for (const path of [
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password/abc',
    '/nowhere',
    '/access-denied',
    '/error',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, path);
  }
});

test('owner screens have no axe violations', async ({ page }) => {
  await login(page, accounts.owner);
  for (const path of [
    '/dashboard/my-profiles',
    `/dashboard/my-profiles/${cards.full}`,
    '/dashboard/my-account',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, path);
  }
});

test('admin screens have no axe violations', async ({ page }) => {
  await login(page, accounts.admin);
  for (const path of [
    '/dashboard/all-profiles',
    `/dashboard/all-profiles/${cards.full}`,
    '/dashboard/create-profile',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, path);
  }
});

test('unverified user screen has no axe violations', async ({ page }) => {
  await submitLogin(page, accounts.pending);
  await expect(page).toHaveURL(/verify-email/);
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, '/verify-email');
});

const accents = ['blue', 'dark-green', 'red', 'orange', 'dark-purple', 'pink'] as const;
for (const theme of ['dark', 'light'] as const) {
  test(`the public card in the ${theme} theme has no axe violations with any accent`, async ({
    page,
  }) => {
    // Once the page shows, the in-browser mock answers; each call is checked, or a refused
    // login would leave every round on the default style.
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect((await callApi(page, 'POST', '/api/user/login', accounts.owner)).status).toBe(200);
    for (const accent of accents) {
      const saved = await callApi(page, 'PATCH', `/api/profile/${cards.full}`, {
        style: { theme, accent },
      });
      expect(saved.status).toBe(200);
      await page.goto(`/profile/${cards.full}?count=false`);
      await expect(page.getByRole('heading', { name: 'Owen Owner' })).toBeVisible();
      // The accent changes colours only: after the first, contrast is what can break.
      await expectNoViolations(
        page,
        `${theme} ${accent}`,
        accent === accents[0] ? undefined : ['color-contrast'],
      );
    }
  });
}
