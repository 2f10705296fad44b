// Contract check: Prism serves every operation of the contract from its examples and in
// dynamic mode, and every answer conforms to the contract's own schemas (Ajv).
import { createConformanceChecker } from '../mocks/conformance.ts';
import { ensurePortFree, runMain, start, waitForUrl } from './processes.ts';
import { testPort } from './test-ports.ts';

const port = Number(process.env.PRISM_SMOKE_PORT ?? testPort(4011));
const base = `http://127.0.0.1:${port}`;
// A Prism left over from another run would answer for ours and be checked instead.
await ensurePortFree(port, 'PRISM_SMOKE_PORT');
// Ended with this script (processes.ts `stopAll` on exit).
start('npx', [
  'prism',
  'mock',
  'openapi/openapi.yaml',
  '--port',
  String(port),
  '--host',
  '127.0.0.1',
]);

const id = '6650a1f0c0ffee0000000011';
const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json', Cookie: 'session=x' },
});
const calls: [string, string, RequestInit?][] = [
  ['GET', '/api/user/check-auth', { headers: { Cookie: 'session=x' } }],
  [
    'POST',
    '/api/user/register',
    json({
      name: 'A',
      email: 'a@example.com',
      phone: { code: 'IN', number: '9876543210' },
      password: 'Secret@1',
    }),
  ],
  ['POST', '/api/user/verify-email', json({ code: '123456' })],
  ['POST', '/api/user/login', json({ email: 'owner@example.com', password: 'Owner@123' })],
  ['POST', '/api/user/logout', { headers: { Cookie: 'session=x' } }],
  ['POST', '/api/user/resend-verification', { headers: { Cookie: 'session=x' } }],
  ['POST', '/api/user/forgot-password', json({ email: 'owner@example.com' })],
  ['POST', '/api/user/reset-password/abc', json({ password: 'Secret@1' })],
  ['PATCH', '/api/user/u1', json({ name: 'A', phone: { code: 'IN', number: '9876543210' } })],
  ['GET', '/api/profile', { headers: { Cookie: 'session=x' } }],
  ['GET', '/api/profile?admin=true', { headers: { Cookie: 'session=x' } }],
  ['POST', '/api/profile', json({ name: 'Event', number: 3 })],
  ['GET', `/api/profile/${id}?count=false`],
  ['GET', `/api/profile/${id}/edit`, { headers: { Cookie: 'session=x' } }],
  ['PATCH', `/api/profile/${id}`, json({ style: { accent: 'pink' } })],
  ['DELETE', `/api/profile/${id}/logo`, { headers: { Cookie: 'session=x' } }],
  // Capability `contactExchange` (Prism serves every operation, optional ones included).
  [
    'POST',
    `/api/profile/${id}/contacts`,
    json({
      name: 'Vera',
      email: 'vera@example.com',
      marketingConsent: false,
      noticeVersion: 'default',
      source: 'card',
    }),
  ],
  ['POST', `/api/profile/${id}/contact-mail`, json({ email: 'vera@example.com' })],
  ['GET', '/api/contacts', { headers: { Cookie: 'session=x' } }],
  ['DELETE', '/api/contacts/c0ffee000000000000000001', { headers: { Cookie: 'session=x' } }],
  // Capability `insights`.
  ['POST', `/api/profile/${id}/events`, json({ type: 'action', action: 'phone', source: 'qr' })],
  [
    'GET',
    `/api/profile/${id}/insights?days=7&tz=Asia/Kolkata`,
    { headers: { Cookie: 'session=x' } },
  ],
];

async function main() {
  await waitForUrl(`${base}/api/profile/${id}`, 30_000);
  const { check } = createConformanceChecker();
  let failures = 0;
  for (const dynamic of [false, true]) {
    for (const [method, url, init] of calls) {
      const headers = new Headers(init?.headers);
      if (dynamic) headers.set('Prefer', 'dynamic=true');
      const response = await fetch(base + url, { ...init, method, headers });
      const body: unknown = await response.json().catch(() => undefined);
      const problems = response.ok
        ? check(method, new URL(base + url).pathname, response.status, body)
        : [`status ${response.status}: ${JSON.stringify(body)}`];
      // Contract `cookieAuth`: login and register set the session cookie, logout clears it, so
      // the app gets past the login screen in Prism mode.
      if (/\/(login|register|logout)$/.test(url)) {
        const cookie = response.headers.get('set-cookie') ?? '';
        if (!/^session=/.test(cookie)) problems.push(`no session Set-Cookie (got ${cookie})`);
      }
      const label = `${dynamic ? 'dynamic ' : 'example '}${method} ${url}`;
      if (problems.length) {
        failures += 1;
        console.log(`FAIL ${label}\n  ${problems.join('\n  ')}`);
      } else {
        console.log(`ok   ${label} ${response.status}`);
      }
    }
  }
  console.log(`Prism smoke: ${calls.length * 2 - failures} of ${calls.length * 2} calls conform.`);
  if (failures) process.exitCode = 1;
}

runMain(main);
