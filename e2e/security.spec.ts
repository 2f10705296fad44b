import type { Page } from '@playwright/test';
import { accounts, cards, expect, login, test } from './fixtures';

/** Everything the page keeps in Web Storage, as one string. */
async function webStorage(page: Page) {
  return page.evaluate(() => {
    const dump = (s: Storage) =>
      Object.keys(s)
        .map((k) => `${k}=${s.getItem(k)}`)
        .join('\n');
    return `${dump(localStorage)}\n${dump(sessionStorage)}`;
  });
}

async function journey(page: Page) {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await login(page, accounts.owner);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByText(accounts.owner.email).first()).toBeVisible();
  const session = (await page.context().cookies()).find((c) => c.name === 'session')?.value;
  expect(session, 'a session cookie').toBeTruthy();
  await page.goto(`/profile/${cards.full}`);
  await expect(page.getByRole('heading', { name: 'Owen Owner' })).toBeVisible();
  const stored = await webStorage(page);
  expect(stored).not.toContain(accounts.owner.password);
  expect(stored).not.toContain(session!);
  expect(logs.join('\n')).not.toContain(accounts.owner.password);
  expect(logs.join('\n')).not.toContain(session!);
}

test('the production build has no inline scripts @prod', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toContain('src=');
    expect(body?.trim()).toBe('');
  }
});

test('the app works under the README Content-Security-Policy and keeps secrets out of storage @prod', async ({
  page,
}) => {
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await journey(page);
});

test('in mock mode no session token or password reaches Web Storage or the console', async ({
  page,
}) => {
  await journey(page);
});
