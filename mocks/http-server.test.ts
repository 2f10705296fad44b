// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { login, startHttpMock } from '@tests/support/http-mock';
import { publicOriginFromEnv } from './http-server';
import { emptySocials } from './factories';
import { seedAccounts, seedIds } from './store';

/**
 * The reference rules (docs/mock-backend.md) over real HTTP: the same mock backend behind
 * `npm run mock:api`, called with fetch and a cookie jar per client.
 */
// Not 4190: fetch refuses that port (the "bad ports" list of the Fetch standard).
const { api, base, client, mailbox } = startHttpMock(4195, {
  corsOrigins: ['http://app.example.test'],
});

describe('the HTTP mock holds the reference rules', () => {
  test('an unverified session gets 403 on card and dashboard calls, not on its own session calls', async () => {
    const pending = client();
    expect((await login(pending, seedAccounts.pending)).status).toBe(200);
    for (const [path, method] of [
      ['/api/profile', 'GET'],
      [`/api/profile/${seedIds.fullCard}/edit`, 'GET'],
      [`/api/profile/${seedIds.fullCard}/logo`, 'DELETE'],
    ] as const) {
      const r = await pending(path, { method });
      expect(r.status, path).toBe(403);
      expect(r.body.message).toBe('Please verify your email first.');
    }
    const patch = await pending(`/api/profile/${seedIds.fullCard}`, {
      method: 'PATCH',
      json: { general: { name: 'Mine now', tagLine: '', description: '' } },
    });
    expect(patch.status).toBe(403);
    expect((await pending('/api/user/check-auth')).status).toBe(200);
  });

  test("the pending account's code waits in the mailbox and verifies it", async () => {
    const mails = await mailbox();
    const code = mails
      .find((m) => m.to === seedAccounts.pending.email)
      ?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const pending = client();
    await login(pending, seedAccounts.pending);
    const r = await pending('/api/user/verify-email', { method: 'POST', json: { code } });
    expect(r.status).toBe(200);
    expect((await pending('/api/profile')).status).toBe(200);
  });

  test('a password change ends every other session of the user, not its own', async () => {
    const [here, elsewhere] = [client(), client()];
    await login(here, seedAccounts.owner);
    await login(elsewhere, seedAccounts.owner);
    const r = await here(`/api/user/${seedIds.owner}`, {
      method: 'PATCH',
      json: { oldPassword: seedAccounts.owner.password, newPassword: 'Fresh@456' },
    });
    expect(r.status).toBe(200);
    expect((await here('/api/user/check-auth')).status).toBe(200);
    expect((await elsewhere('/api/user/check-auth')).status).toBe(401);
  });

  test("a password reset ends every session and voids the user's other reset links", async () => {
    const browser = client();
    await login(browser, seedAccounts.owner);
    const anon = client();
    for (let i = 0; i < 2; i += 1) {
      await anon('/api/user/forgot-password', {
        method: 'POST',
        json: { email: seedAccounts.owner.email },
      });
    }
    const mails = await mailbox();
    const [newer, older] = mails
      .map((m) => m.text.match(/\/reset-password\/(\w+)/)?.[1])
      .filter(Boolean);
    const used = await anon(`/api/user/reset-password/${newer}`, {
      method: 'POST',
      json: { password: 'Fresh@789' },
    });
    expect(used.status).toBe(200);
    expect((await browser('/api/user/check-auth')).status).toBe(401);
    const other = await anon(`/api/user/reset-password/${older}`, {
      method: 'POST',
      json: { password: 'Other@789' },
    });
    expect(other.status).toBe(400);
  });

  test('strings over the contract maxLength get 400 Invalid input with field errors', async () => {
    const owner = client();
    await login(owner, seedAccounts.owner);
    const name = await owner(`/api/profile/${seedIds.fullCard}`, {
      method: 'PATCH',
      json: { general: { name: 'N'.repeat(5000), tagLine: '', description: '' } },
    });
    expect(name.status).toBe(400);
    expect(name.body).toMatchObject({
      message: 'Invalid input',
      errors: { 'general.name': 'Must be at most 100 characters.' },
    });
    const url = await owner(`/api/profile/${seedIds.fullCard}`, {
      method: 'PATCH',
      json: {
        socials: { ...emptySocials(), website: `https://example.com/${'a'.repeat(5000)}` },
      },
    });
    expect(url.status).toBe(400);
    expect(url.body.errors).toEqual({ 'socials.website': 'Must be at most 2048 characters.' });
  });

  test('a body that is not application/json gets 415, so a cross-site form post never lands', async () => {
    const anon = client();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const r = await anon('/api/user/login', {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: JSON.stringify(seedAccounts.owner),
      });
      expect(r.status, type).toBe(415);
      expect(r.body.message).toBe('Request body must be application/json.');
    }
  });

  test('5 wrong passwords within 15 minutes get 429 with Retry-After, even for the right one', async () => {
    const anon = client();
    const wrong = { email: seedAccounts.owner.email, password: 'Wrong@123' };
    for (let i = 0; i < 5; i += 1) expect((await login(anon, wrong)).status).toBe(401);
    const blocked = await login(anon, seedAccounts.owner);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/^Too many failed login attempts/);
    // Another account is not affected.
    expect((await login(client(), seedAccounts.admin)).status).toBe(200);
  });

  test('a session idle longer than the idle time ends with 401', async () => {
    const owner = client();
    await login(owner, seedAccounts.owner);
    api.backend.configure({ sessionIdleMs: 50 });
    await new Promise((resolve) => setTimeout(resolve, 120));
    const r = await owner('/api/user/check-auth');
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('Your session has expired. Please login.');
  });

  test('scenarios are listed and selected over HTTP', async () => {
    const names = (await (await fetch(`${base}/__mock/scenarios`)).json()) as string[];
    expect(names.length).toBeGreaterThanOrEqual(8);
    expect(names).toContain('empty-account');
    const select = await fetch(`${base}/__mock/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'empty-account' }),
    });
    expect(select.status).toBe(200);
    const owner = client();
    await login(owner, seedAccounts.owner);
    const list = await owner('/api/profile');
    expect(list.body).toMatchObject({ data: { count: 0 } });
    const unknown = await fetch(`${base}/__mock/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'no-such-thing' }),
    });
    expect(unknown.status).toBe(404);
  });

  test('an injected network error drops the connection', async () => {
    api.backend.configure({ injections: { checkAuth: { kind: 'network error', once: true } } });
    await expect(fetch(`${base}/api/user/check-auth`)).rejects.toThrow();
    expect((await fetch(`${base}/api/user/check-auth`)).status).toBe(401);
  });

  test('CORS with credentials answers only the configured origins', async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/api/user/login`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
    const allowed = await preflight('http://app.example.test');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://app.example.test');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await preflight('http://evil.example.test');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe("MOCK_API_PUBLIC_ORIGIN: where the cards' pages are", () => {
  test("the dev server's origin by default; an origin of what is given; no other scheme", () => {
    expect(publicOriginFromEnv(undefined)).toBe('http://localhost:5173');
    expect(publicOriginFromEnv(' ')).toBe('http://localhost:5173');
    expect(publicOriginFromEnv('https://cards.example.com/')).toBe('https://cards.example.com');
    expect(publicOriginFromEnv('https://cards.example.com/x?y')).toBe('https://cards.example.com');
    expect(() => publicOriginFromEnv('javascript:alert(1)')).toThrow(/MOCK_API_PUBLIC_ORIGIN/);
    expect(() => publicOriginFromEnv('cards.example.com')).toThrow(/MOCK_API_PUBLIC_ORIGIN/);
  });
});
