// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { contract } from '#mock-contract';
import { login, startHttpMock, type Client } from '@tests/support/http-mock';
import { blackPng, svgPolyglotPng } from '@tests/support/png-fixtures';
import { hostileRequests, rawHttp } from '@tests/support/raw-http';
import { seedAccounts, seedIds } from './store';
import { logoMaxPixelCount } from './handlers/profile';
import { operationIndex } from './operations';
import { loginThrottle, throttleRules } from './throttle';

/**
 * The findings of the security audit (docs/security.md: OWASP ASVS v4 V2, V3, V4, V5) over real
 * HTTP, against the mock backend behind `npm run mock:api`. Clients are told apart by
 * `X-Forwarded-For`, as behind deploy/nginx.conf (`trustProxy`).
 */
const appOrigin = 'http://app.example.test';
const http = startHttpMock(4196, { corsOrigins: [appOrigin], trustProxy: true });
const { api, base, mailbox } = http;
afterEach(() => vi.useRealTimers());

/** A browser (or script) with its own cookie jar and network address. */
const client = (address = '203.0.113.1') => http.client(address);

/**
 * A request whose target goes on the wire exactly as written (fetch and `new URL` would remove
 * dot segments first); resolves with the status.
 */
const rawStatus = (target: string, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = httpRequest({ hostname, port, path: target, headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });

describe('one path matcher: a path the contract does not have answers 404 before any handler', () => {
  test('POST /api/profile/ (trailing slash) creates no card', async () => {
    const admin = client();
    await login(admin, seedAccounts.admin);
    const before = api.backend.store.state.profiles.length;
    const r = await admin('/api/profile/', {
      method: 'POST',
      json: { name: 'Squat', number: 500 },
    });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Not found.');
    expect(api.backend.store.state.profiles).toHaveLength(before);
  });

  test('POST /API/user/login (other case) starts no session', async () => {
    const anon = client();
    const r = await anon('/API/user/login', { method: 'POST', json: seedAccounts.owner });
    expect(r.status).toBe(404);
    expect(r.headers.get('set-cookie')).toBeNull();
  });

  test('PATCH /api/profile/{id}/ and extra segments store nothing', async () => {
    const owner = client();
    await login(owner, seedAccounts.owner);
    const name = api.backend.store.profileById(seedIds.fullCard)?.general.name;
    const general = { general: { name: 'Walked around', tagLine: '', description: '' } };
    for (const path of [
      `/api/profile/${seedIds.fullCard}/`,
      `/api/profile/${seedIds.fullCard}/edit/x`,
      `/api/Profile/${seedIds.fullCard}`,
    ]) {
      const r = await owner(path, { method: 'PATCH', json: general });
      expect(r.status, path).toBe(404);
    }
    expect(api.backend.store.profileById(seedIds.fullCard)?.general.name).toBe(name);
  });

  test('dot segments are another spelling of a path: 404, however encoded', async () => {
    const owner = client();
    await login(owner, seedAccounts.owner);
    const cookie = { Cookie: owner.cookie() };
    expect(await rawStatus('/api/profile', cookie)).toBe(200);
    for (const target of [
      '/api/./profile',
      '/api/profile/%2e%2e/profile',
      '/api/profile/%2E./profile',
      '/api/user/.%2e/profile',
      `/api/profile/./${seedIds.fullCard}/edit`,
      '/api/user/check-auth/.',
      '/api/profile?x=/./',
    ]) {
      const expected = target.includes('?') ? 200 : 404;
      expect(await rawStatus(target, cookie), target).toBe(expected);
    }
  });

  test('a card id outside the contract pattern is no path; a method the path lacks is 405', async () => {
    const anon = client();
    expect((await anon('/api/profile/a.b')).status).toBe(404);
    const wrongMethod = await anon('/api/user/check-auth', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
  });
});

describe('no request of any shape ends the server', () => {
  const port = () => Number(new URL(base).port);
  const alive = async () => (await client()('/api/user/check-auth')).status;

  test('TRACE, TRACK, CONNECT and a made-up method get 405 with Allow on a path, 404 elsewhere', async () => {
    for (const method of ['TRACE', 'TRACK', 'CONNECT', 'FROB']) {
      const known = await rawHttp(port(), `${method} /api/profile HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(known.status, method).toBe(405);
      expect(known.headers.allow, method).toBe('GET, POST');
      expect(JSON.parse(known.body), method).toEqual({
        success: false,
        message: 'Method not allowed.',
      });
      for (const path of ['/', '/api/nothing', '/__mock/reset']) {
        const unknown = await rawHttp(port(), `${method} ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
        expect(unknown.status, `${method} ${path}`).toBe(404);
      }
    }
    expect(await alive()).toBe(401);
  });

  test('malformed requests get 400 (431, 404 for a broken path) and the server goes on', async () => {
    const statuses = [];
    for (const bytes of hostileRequests('/api/profile')) {
      statuses.push((await rawHttp(port(), bytes)).status);
      expect(await alive()).toBe(401);
    }
    expect(statuses).toEqual([405, 405, 405, 404, 405, 400, 400, 404, 400, 431, 400]);
  });
});

describe('closed request schemas: an unknown field is 400 with its field error', () => {
  test('updateUser with isAdmin', async () => {
    const owner = client();
    await login(owner, seedAccounts.owner);
    const r = await owner(`/api/user/${seedIds.owner}`, {
      method: 'PATCH',
      json: { name: 'Owen', phone: { code: 'IN', number: '9876543210' }, isAdmin: true },
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      message: 'Invalid input',
      errors: { isAdmin: 'This field is not allowed.' },
    });
    expect(api.backend.store.userById(seedIds.owner)?.isAdmin).toBe(false);
  });

  test('a general save carrying taps, meta or logo', async () => {
    const owner = client();
    await login(owner, seedAccounts.owner);
    for (const extra of ['taps', 'meta', 'logo']) {
      const r = await owner(`/api/profile/${seedIds.fullCard}`, {
        method: 'PATCH',
        json: { general: { name: 'Owen', tagLine: '', description: '', [extra]: 1 } },
      });
      expect(r.status, extra).toBe(400);
      expect(r.body.errors, extra).toEqual({ [`general.${extra}`]: 'This field is not allowed.' });
    }
  });
});

describe('body limits: 413 before the body is parsed', () => {
  test('a 30 MB JSON body', async () => {
    const r = await client()('/api/user/login', {
      method: 'POST',
      json: { email: 'a@example.com', password: 'x'.repeat(30 * 1024 * 1024) },
    });
    expect(r.status).toBe(413);
    expect(r.body.message).toBe('Request body is too large.');
  });

  test('a streamed JSON body without Content-Length stops at the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"email":"'));
        sent += chunk.length;
        if (sent > 30 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const r = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(r.status).toBe(413);
    expect(sent).toBeLessThan(12 * 1024 * 1024);
  });

  test('a 25 MB logo streamed without Content-Length stops at the limit', async () => {
    const owner = client();
    await login(owner, seedAccounts.owner);
    const head = new TextEncoder().encode(
      '--b\r\nContent-Disposition: form-data; name="logo"; filename="big.png"\r\n' +
        'Content-Type: image/png\r\n\r\n',
    );
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        sent += chunk.length;
        if (sent > 25 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const r = await fetch(`${base}/api/profile/${seedIds.fullCard}/logo`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'multipart/form-data; boundary=b', Cookie: owner.cookie() },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(r.status).toBe(413);
    // Socket buffers read ahead a few MB; the whole 25 MB never goes through.
    expect(sent).toBeLessThan(12 * 1024 * 1024);
  });
});

describe('throttles: 429 with Retry-After', () => {
  test('forgot-password: 3 mails per address per hour, then 429 and no mail', async () => {
    const anon = client();
    const forgot = () =>
      anon('/api/user/forgot-password', {
        method: 'POST',
        json: { email: seedAccounts.owner.email },
      });
    for (let i = 0; i < 3; i += 1) expect((await forgot()).status).toBe(200);
    const refused = await forgot();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    const resets = (await mailbox()).filter((m) => m.text.includes('/reset-password/'));
    expect(resets).toHaveLength(3);
  });

  test('forgot-password: 10 per client per hour across addresses; another client goes on', async () => {
    const anon = client('198.51.100.7');
    for (let i = 0; i < 10; i += 1) {
      const r = await anon('/api/user/forgot-password', {
        method: 'POST',
        json: { email: `someone${i}@example.com` },
      });
      expect(r.status).toBe(200);
    }
    const r = await anon('/api/user/forgot-password', {
      method: 'POST',
      json: { email: 'another@example.com' },
    });
    expect(r.status).toBe(429);
    const other = await client('198.51.100.8')('/api/user/forgot-password', {
      method: 'POST',
      json: { email: 'another@example.com' },
    });
    expect(other.status).toBe(200);
  });

  test('resend: 30 s apart and 5 an hour, then 429 even after 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const pending = client();
    await login(pending, seedAccounts.pending);
    const limit = throttleRules.resendVerification[0].limit;
    for (let i = 0; i < limit; i += 1) {
      vi.advanceTimersByTime(31_000);
      expect((await pending('/api/user/resend-verification', { method: 'POST' })).status).toBe(200);
    }
    vi.advanceTimersByTime(31_000);
    const refused = await pending('/api/user/resend-verification', { method: 'POST' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  test('register: 5 per client per hour', async () => {
    const anon = client('198.51.100.20');
    const register = (i: number) =>
      anon('/api/user/register', {
        method: 'POST',
        json: {
          name: 'Squatter',
          email: `victim${i}@example.com`,
          phone: { code: 'IN', number: '9876543210' },
          password: 'Secret@123',
        },
      });
    for (let i = 0; i < 5; i += 1) expect((await register(i)).status).toBe(201);
    const refused = await register(5);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
  });

  test('verify: 20 wrong codes per client per hour, across codes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const pending = client('198.51.100.30');
    await login(pending, seedAccounts.pending);
    const statuses: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      for (let i = 0; i < 5; i += 1) {
        const r = await pending('/api/user/verify-email', {
          method: 'POST',
          json: { code: '000000' },
        });
        statuses.push(r.status);
      }
      vi.advanceTimersByTime(31_000);
      await pending('/api/user/resend-verification', { method: 'POST' });
    }
    expect(statuses.every((s) => s === 400)).toBe(true);
    const r = await pending('/api/user/verify-email', { method: 'POST', json: { code: '000000' } });
    expect(r.status).toBe(429);
  });
});

describe('password guessing slows the guesser, not the owner', () => {
  const wrong = { email: seedAccounts.owner.email, password: 'Wrong@123' };

  test('5 wrong passwords from one client: that client waits 30 s, the owner elsewhere logs in', async () => {
    const guesser = client('192.0.2.1');
    for (let i = 0; i < 5; i += 1) expect((await login(guesser, wrong)).status).toBe(401);
    const blocked = await login(guesser, seedAccounts.owner);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('30');
    expect(blocked.body.message).toBe(
      'Too many failed login attempts. Please try again in 30 seconds.',
    );
    expect((await login(client('192.0.2.99'), seedAccounts.owner)).status).toBe(200);
  });

  test('each further failure doubles the wait, up to 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const guesser = client('192.0.2.2');
    for (let i = 0; i < 5; i += 1) await login(guesser, wrong);
    const waits: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const wait = Number((await login(guesser, wrong)).headers.get('retry-after'));
      waits.push(String(wait));
      vi.advanceTimersByTime(wait * 1000 + 1);
      expect((await login(guesser, wrong)).status).toBe(401);
    }
    expect(waits).toEqual(['30', '60', '120']);
  });

  test('one client trying one password across many accounts is slowed after 20', async () => {
    const sprayer = client('192.0.2.3');
    for (let i = 0; i < loginThrottle.client.free; i += 1) {
      const r = await login(sprayer, { email: `user${i}@example.com`, password: 'Summer@2026' });
      expect(r.status).toBe(401);
    }
    const r = await login(sprayer, { email: 'user99@example.com', password: 'Summer@2026' });
    expect(r.status).toBe(429);
  });

  test('past the global budget of failed logins, every failing client waits', async () => {
    const clients = 1 + loginThrottle.global.budget / loginThrottle.client.free;
    for (let c = 0; c < clients - 1; c += 1) {
      const spray = client(`10.0.${Math.floor(c / 250)}.${c % 250}`);
      for (let i = 0; i < loginThrottle.client.free; i += 1) {
        await login(spray, { email: `u${i}@example.com`, password: 'Summer@2026' });
      }
    }
    const late = client('10.9.9.9');
    expect((await login(late, { email: 'x@example.com', password: 'Summer@2026' })).status).toBe(
      401,
    );
    const r = await login(late, { email: 'y@example.com', password: 'Summer@2026' });
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBe('60');
    expect((await login(client('10.9.9.10'), seedAccounts.owner)).status).toBe(200);
  }, 60_000);
});

describe('a wrong old password is throttled like a wrong login: one count for both', () => {
  const change = (c: Client, oldPassword: string) =>
    c(`/api/user/${seedIds.owner}`, {
      method: 'PATCH',
      json: { oldPassword, newPassword: 'Fresh@456' },
    });

  test('5 wrong old passwords, then the right one waits 30 s with Retry-After', async () => {
    const owner = client('192.0.2.50');
    await login(owner, seedAccounts.owner);
    for (let i = 0; i < 5; i += 1) expect((await change(owner, 'Wrong@123')).status).toBe(400);
    const blocked = await change(owner, seedAccounts.owner.password);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('30');
    expect(blocked.body.message).toBe('Too many wrong passwords. Please try again in 30 seconds.');
    // The same count as login's: this client's login of the account waits too.
    expect((await login(client('192.0.2.50'), seedAccounts.owner)).status).toBe(429);
    // The owner on another client is not slowed.
    const elsewhere = client('192.0.2.51');
    await login(elsewhere, seedAccounts.owner);
    expect((await change(elsewhere, seedAccounts.owner.password)).status).toBe(200);
  });

  test('wrong logins count against a password change from the same client', async () => {
    const address = '192.0.2.52';
    const owner = client(address);
    await login(owner, seedAccounts.owner);
    const guesser = client(address);
    for (let i = 0; i < 5; i += 1) {
      await login(guesser, { email: seedAccounts.owner.email, password: 'Wrong@123' });
    }
    expect((await change(owner, seedAccounts.owner.password)).status).toBe(429);
  });
});

describe('personal answers are never cached and name no server', () => {
  test('every answer to a request with a session, and every cookie change, is no-store', async () => {
    const owner = client();
    const signedIn = await login(owner, seedAccounts.owner);
    expect(signedIn.headers.get('set-cookie')).toMatch(/^session=/);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    for (const path of [
      '/api/user/check-auth',
      '/api/profile',
      `/api/profile/${seedIds.fullCard}/edit`,
      `/api/profile/${seedIds.fullCard}?count=false`,
      '/api/no-such-path',
    ]) {
      const r = await owner(path);
      expect(r.headers.get('cache-control'), path).toBe('no-store');
    }
    const refused = await owner(`/api/user/${seedIds.owner}`, {
      method: 'PATCH',
      json: { name: 'x'.repeat(500), phone: { code: 'IN', number: '9876543210' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const out = await owner('/api/user/logout', { method: 'POST' });
    expect(out.headers.get('cache-control')).toBe('no-store');
  });

  test('no answer carries X-Powered-By', async () => {
    for (const path of ['/api/user/check-auth', `/api/profile/${seedIds.fullCard}`, '/api/x']) {
      const r = await fetch(`${base}${path}`);
      expect(r.headers.get('x-powered-by'), path).toBeNull();
    }
  });
});

describe('a tap is a visit of the card, not a load of it by another site', () => {
  const taps = () => api.backend.store.profileById(seedIds.fullCard)?.meta.taps ?? 0;
  const open = (headers: Record<string, string>) =>
    client()(`/api/profile/${seedIds.fullCard}`, { headers });

  test("another site's <img>, script or frame gets the card and counts no tap", async () => {
    const before = taps();
    for (const dest of ['image', 'script', 'iframe', 'document', 'style']) {
      const r = await open({ 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': dest });
      expect(r.status, dest).toBe(200);
      expect(r.body.data, dest).toBeTruthy();
    }
    expect(taps()).toBe(before);
  });

  test("the card page's own fetch, a cross-origin app's fetch and a non-browser client count", async () => {
    const before = taps();
    await open({ 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Dest': 'empty' });
    await open({ 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'empty', Origin: appOrigin });
    await open({ 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Dest': 'document' });
    await open({});
    expect(taps()).toBe(before + 4);
  });
});

describe("query parameters keep the contract's schemas, checked before any handler", () => {
  /** The contract node a `#/…` JSON pointer (RFC 6901, URI-encoded) points at. */
  const at = (pointer: string) =>
    pointer
      .replace(/^#\//, '')
      .split('/')
      .map((token) => decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], contract) as Record<
      string,
      unknown
    >;
  const withQuery = operationIndex(contract).list.filter((op) => op.query.length > 0);

  test('every query parameter over its limit gets 400 Invalid input naming it', async () => {
    expect(withQuery.map((op) => op.operationId)).toEqual(
      expect.arrayContaining([
        'listProfiles',
        'getPublicProfile',
        'listContacts',
        'getCardInsights',
      ]),
    );
    const admin = client();
    await login(admin, seedAccounts.admin);
    for (const op of withQuery) {
      const path = op.path.replace(/\{[^}]+\}/g, seedIds.fullCard);
      for (const param of op.query) {
        const schema = at(param.schema);
        const over =
          typeof schema.maximum === 'number'
            ? String(schema.maximum + 1)
            : 'x'.repeat(Number(schema.maxLength) + 1);
        const r = await admin(`${path}?${param.name}=${over}`, { method: op.method });
        expect([op.operationId, r.status, r.body.message]).toEqual([
          op.operationId,
          400,
          'Invalid input',
        ]);
        expect(Object.keys(r.body.errors ?? {}), op.operationId).toEqual([param.name]);
      }
    }
  });

  test('types, minimums, enums and patterns answer with the field and why', async () => {
    const owner = client();
    await login(owner, seedAccounts.owner);
    const errorsOf = async (target: string) => {
      const r = await owner(target);
      expect(r.status, target).toBe(400);
      return r.body.errors;
    };
    expect(await errorsOf('/api/contacts?page=0')).toEqual({ page: 'Must be at least 1.' });
    expect(await errorsOf('/api/contacts?pageSize=1.5')).toEqual({
      pageSize: 'Must be of type integer.',
    });
    expect(await errorsOf('/api/contacts?profileId=a.b&q=')).toEqual({
      profileId: 'Invalid value.',
    });
    expect(await errorsOf(`/api/profile/${seedIds.fullCard}/insights?days=14&tz=a%20b`)).toEqual({
      days: 'Must be one of: "7", "30", "90".',
      tz: 'Invalid value.',
    });
    expect(await errorsOf('/api/profile?admin=yes')).toEqual({ admin: 'Must be one of: "true".' });
  });

  test('a refused query reaches no handler: no session needed for the 400, no tap counted', async () => {
    const taps = api.backend.store.profileById(seedIds.fullCard)!.meta.taps;
    const card = await client()(`/api/profile/${seedIds.fullCard}?count=maybe`);
    expect(card.status).toBe(400);
    expect(api.backend.store.profileById(seedIds.fullCard)!.meta.taps).toBe(taps);
    expect((await client()('/api/contacts?page=0')).status).toBe(400);
    expect((await client()('/api/contacts?page=1&utm_source=qr')).status).toBe(401);
  });
});

describe('sessions end when they should', () => {
  test('a password change voids reset links mailed before it', async () => {
    const owner = client();
    await login(owner, seedAccounts.owner);
    await client('198.51.100.40')('/api/user/forgot-password', {
      method: 'POST',
      json: { email: seedAccounts.owner.email },
    });
    const token = (await mailbox())
      .map((m) => m.text.match(/\/reset-password\/(\w+)/)?.[1])
      .find(Boolean);
    const change = await owner(`/api/user/${seedIds.owner}`, {
      method: 'PATCH',
      json: { oldPassword: seedAccounts.owner.password, newPassword: 'Fresh@456' },
    });
    expect(change.status).toBe(200);
    const reset = await client()(`/api/user/reset-password/${token}`, {
      method: 'POST',
      json: { password: 'Attacker@1' },
    });
    expect(reset.status).toBe(400);
  });

  test('a session ends at its absolute lifetime however active', async () => {
    const owner = client();
    await login(owner, seedAccounts.owner);
    api.backend.configure({ sessionAbsoluteMs: 1500, sessionIdleMs: 1000 });
    for (let i = 0; i < 2; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 600));
      const alive = await owner('/api/user/check-auth');
      expect(alive.status, JSON.stringify(alive.body)).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
    const r = await owner('/api/user/check-auth');
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('Your session has expired. Please login.');
  });

  test('logout with an expired session still clears the cookie', async () => {
    const owner = client();
    await login(owner, seedAccounts.owner);
    api.backend.configure({ sessionIdleMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const r = await owner('/api/user/logout', { method: 'POST' });
    expect(r.status).toBe(200);
    expect(r.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/);
  });
});

describe('cross-site requests are refused with 403, body or not', () => {
  test('logout from another site keeps the session', async () => {
    const owner = client();
    await login(owner, seedAccounts.owner);
    for (const headers of [
      { Origin: 'https://evil.example' } as Record<string, string>,
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
    ]) {
      const r = await owner('/api/user/logout', { method: 'POST', headers });
      expect(r.status, JSON.stringify(headers)).toBe(403);
      expect(r.body.message).toBe('Cross-site request refused.');
    }
    expect((await owner('/api/user/check-auth')).status).toBe(200);
  });

  test('the same origin, an allowed origin and non-browser clients pass', async () => {
    const owner = client();
    await login(owner, seedAccounts.owner);
    const sameSite = await owner('/api/user/check-auth', {
      headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
    });
    expect(sameSite.status).toBe(200);
    const allowed = await login(client(), seedAccounts.owner);
    expect(allowed.status).toBe(200);
    const fromApp = await client()('/api/user/login', {
      method: 'POST',
      json: seedAccounts.owner,
      headers: { Origin: appOrigin, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(fromApp.status).toBe(200);
    const own = await client()('/api/user/login', {
      method: 'POST',
      json: seedAccounts.owner,
      headers: { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://proxy.example' },
    });
    expect(own.status).toBe(200);
  });

  test("the mock's own routes: reset and scenario from another site, and text/plain", async () => {
    const evil = { Origin: 'https://evil.example' };
    expect((await fetch(`${base}/__mock/reset`, { method: 'POST', headers: evil })).status).toBe(
      403,
    );
    const scenario = await fetch(`${base}/__mock/scenario`, {
      method: 'POST',
      headers: { ...evil, 'Content-Type': 'text/plain' },
      body: JSON.stringify({ name: 'empty-account' }),
    });
    expect(scenario.status).toBe(403);
    const plain = await fetch(`${base}/__mock/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ name: 'empty-account' }),
    });
    expect(plain.status).toBe(415);
    expect(api.backend.store.state.scenario).toBe('default');
  });
});

describe('logos: the image must decode', () => {
  const upload = async (bytes: Uint8Array<ArrayBuffer>) => {
    const owner = client();
    await login(owner, seedAccounts.owner);
    const form = new FormData();
    form.append('logo', new Blob([bytes], { type: 'image/png' }), 'logo.png');
    return owner(`/api/profile/${seedIds.fullCard}/logo`, { method: 'PATCH', body: form });
  };
  const png = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    ),
    (c) => c.charCodeAt(0),
  );

  test('a whole 1×1 PNG is stored', async () => {
    expect((await upload(png)).status).toBe(200);
  });

  test('a header and an end marker around SVG script is no image: 415', async () => {
    expect((await upload(svgPolyglotPng())).status).toBe(415);
  });

  test('a decompression bomb (10,000 × 10,000 pixels in 12 KB) is 415; 16 megapixels are stored', async () => {
    const bomb = blackPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(20_000);
    expect((await upload(bomb)).status).toBe(415);
    expect((await upload(blackPng(4096, 4097))).status).toBe(415);
    expect(4096 * 4096).toBe(logoMaxPixelCount);
    expect((await upload(blackPng(4096, 4096))).status).toBe(200);
  });

  test('the PNG signature followed by anything else is 415', async () => {
    const fake = new Uint8Array(64);
    fake.set(png.subarray(0, 8));
    fake.set(new TextEncoder().encode('<script>alert(1)</script>'), 8);
    expect((await upload(fake)).status).toBe(415);
    const truncated = png.slice(0, png.length - 12);
    expect((await upload(truncated)).status).toBe(415);
  });
});

describe('text fields keep control characters out; mail headers carry no raw text', () => {
  const singleLine = 'Must be one line without tabs or control characters';
  const multiLine = 'Must not contain tabs or control characters';
  const injection = 'Mallory\r\nBcc: victims@example.net\r\nSubject: You won';

  /** Switches exchange on for the full card, as stored data (the notice as the seed's). */
  const exchangeOn = () => {
    api.backend.store.profileById(seedIds.fullCard)!.exchange = {
      enabled: true,
      fields: ['company', 'note'],
      notice: 'Owen receives your details.',
      noticeVersion: 'v1',
      privacyUrl: '',
    };
  };
  const leave = (c: Client, contact: Record<string, unknown>) =>
    c(`/api/profile/${seedIds.fullCard}/contacts`, {
      method: 'POST',
      json: { marketingConsent: false, noticeVersion: 'v1', source: 'card', ...contact },
    });

  test("a visitor's name with CR LF and a Bcc line is 400 with the field's message; nothing is stored or mailed", async () => {
    exchangeOn();
    const before = (await mailbox()).length;
    const r = await leave(client(), { name: injection, email: 'mallory@example.com' });
    expect([r.status, r.body.errors]).toEqual([400, { name: singleLine }]);
    const tabbed = await leave(client(), {
      name: 'Vera',
      email: 'vera@example.com',
      company: 'Acme\tLtd',
      note: 'Line one\nline two\u2028',
    });
    expect(tabbed.body.errors).toEqual({ company: singleLine, note: multiLine });
    expect(api.backend.store.state.contacts).toHaveLength(3);
    expect(await mailbox()).toHaveLength(before);
    const lines = await leave(client(), {
      name: 'Vera',
      email: 'vera@example.com',
      note: 'Line one\r\nline two',
    });
    expect(lines.status).toBe(201);
  });

  test("an owner's card and account keep names on one line; a description keeps its line breaks", async () => {
    const owner = client();
    await login(owner, seedAccounts.owner);
    const general = (values: Record<string, string>) =>
      owner(`/api/profile/${seedIds.fullCard}`, {
        method: 'PATCH',
        json: { general: { name: 'Owen', tagLine: '', description: '', ...values } },
      });
    const bad = await general({ name: 'Owen\r\nBcc: x@example.net', tagLine: 'Tab\there' });
    expect(bad.body.errors).toEqual({ 'general.name': singleLine, 'general.tagLine': singleLine });
    const bell = await general({ description: 'Ding\u0007' });
    expect(bell.body.errors).toEqual({ 'general.description': multiLine });
    expect((await general({ description: 'We print\ncards.' })).status).toBe(200);
    const me = api.backend.store.userByEmail(seedAccounts.owner.email)!;
    const renamed = await owner(`/api/user/${me._id}`, {
      method: 'PATCH',
      json: { name: 'Owen\u2028Owner', phone: me.phone },
    });
    expect(renamed.body.errors).toEqual({ name: singleLine });
    const registered = await client('203.0.113.77')('/api/user/register', {
      method: 'POST',
      json: {
        name: 'Eve\u0085',
        email: 'eve@example.com',
        phone: { code: 'IN', number: '9876543210' },
        password: 'Secret@123',
      },
    });
    expect(registered.body.errors).toEqual({ name: singleLine });
  });

  test('a stored name with CR LF (data from before the rule) reaches no header raw', async () => {
    exchangeOn();
    api.backend.store.profileById(seedIds.fullCard)!.general.name = injection;
    expect((await leave(client(), { name: 'Vera', email: 'vera@example.com' })).status).toBe(201);
    const mailed = await client()(`/api/profile/${seedIds.fullCard}/contact-mail`, {
      method: 'POST',
      json: { email: 'vera@example.com' },
    });
    expect(mailed.status).toBe(202);
    const mails = (await mailbox()) as unknown as { subject: string }[];
    for (const { subject } of mails.slice(0, 2)) {
      expect(subject).toMatch(/^[\x20-\x7e]+$/);
      expect(subject).not.toMatch(/Bcc:|Subject:/);
    }
  });
});
