import type { Page } from '@playwright/test';
import { blackPng, svgPolyglotPng } from '../tests/support/png-fixtures.ts';
import { accounts, callApi, cards, expect, fromMailbox, login, test } from './fixtures';

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

test("after the server ends a session, the next user of the tab never sees the previous user's cards", async ({
  page,
}) => {
  const ownerCards = [cards.full, cards.minimal, cards.light, cards.redirect, cards.inactive];
  const listCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/profile') listCalls.push(url.search);
  });

  await login(page, accounts.owner);
  for (const id of ownerCards) {
    await expect(page.getByRole('article', { name: `Card ${id}` })).toBeVisible();
  }

  // The owner's password is reset elsewhere: the server ends every session of the owner.
  await callApi(page, 'POST', '/api/user/forgot-password', { email: accounts.owner.email });
  const token = await fromMailbox(page, accounts.owner.email, /\/reset-password\/(\w+)/);
  const reset = await callApi(page, 'POST', `/api/user/reset-password/${token}`, {
    password: 'Fresh@456',
  });
  expect(reset.status).toBe(200);

  // The owner's next call answers 401: back to /login.
  await page
    .getByRole('article', { name: `Card ${cards.minimal}` })
    .getByRole('link', { name: 'Edit' })
    .click();
  await expect(page).toHaveURL(/\/login$/);

  // Another user signs in in the same tab.
  const callsBefore = listCalls.length;
  // The /login page the 401 led to, not a fresh load: the tab's state is what is tested.
  await login(page, accounts.admin, { open: false });
  await expect(page.getByText('You have no profiles.')).toBeVisible();
  for (const id of ownerCards) {
    await expect(page.getByRole('article', { name: `Card ${id}` })).toHaveCount(0);
  }
  expect(listCalls.length, "the admin's own list call").toBeGreaterThan(callsBefore);
});

test('the in-browser mock decodes a logo: an SVG between PNG chunks and a decompression bomb are 415', async ({
  page,
}) => {
  await login(page, accounts.owner);
  const upload = (bytes: Uint8Array) =>
    page.evaluate(
      async ({ id, data }) => {
        const form = new FormData();
        form.append('logo', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'logo.png');
        const response = await fetch(`/api/profile/${id}/logo`, { method: 'PATCH', body: form });
        return response.status;
      },
      { id: cards.full, data: [...bytes] },
    );
  expect(await upload(svgPolyglotPng())).toBe(415);
  expect(await upload(blackPng(10_000, 10_000))).toBe(415);
  expect(await upload(blackPng(64, 32))).toBe(200);
});
