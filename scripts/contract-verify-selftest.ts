// `npm run test:contract-verify` (part of `npm test`): contract:verify against the HTTP mock
// backend. A read-only run passes and leaves the data exactly as it was; a --write run passes,
// restores the admin's details and the sections it saved and lists what it left; a wrong admin
// password stops the run early; a wrong cookie name is reported; a deliberately broken handler
// is reported with the server's own status and a JSON path; a dead port fails in one line.
import { spawnSync } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer } from '@mswjs/http-middleware';
import { HttpResponse } from 'msw';
import { http } from '../mocks/handlers/context.ts';
import { createMockBackend } from '../mocks/handlers/index.ts';
import { applyScenario } from '../mocks/scenarios.ts';
import { seedIds } from '../mocks/store.ts';
import { contractCapabilities } from './contract-verify/api.ts';
import { report, runJourney, startProxy, type Journey } from './contract-verify.ts';
import { testPort } from './test-ports.ts';

const admin = { email: 'admin@example.com', password: 'Admin@123' };
/** Whether the contract has operations of a capability (another may not have landed yet). */
const contractHas = (name: string) => contractCapabilities().has(name);
let failures = 0;
function expectThat(label: string, ok: boolean) {
  console.log(`${ok ? 'ok' : 'FAILED'}: ${label}`);
  if (!ok) failures += 1;
}

async function serve(broken: boolean, scenario: 'default' | 'spec-only' = 'default') {
  const backend = createMockBackend({ cookieMode: 'header' });
  applyScenario(backend, scenario);
  const breakage = http.get('/api/user/check-auth', ({ response }) =>
    // Violates the contract: no e-mail, and a password leaks.
    response.untyped(
      HttpResponse.json({
        success: true,
        message: 'ok',
        data: {
          user: {
            _id: 'x',
            name: 'X',
            password: 'secret',
            phone: { code: 'IN', number: '9876543210' },
            isVerified: true,
            isAdmin: false,
          },
        },
      }),
    ),
  );
  const app = createServer(...(broken ? [breakage] : []), ...backend.handlers);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    backend,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

/** The store's data as JSON, sessions aside (login adds one, logout removes it). */
function snapshot(backend: ReturnType<typeof createMockBackend>) {
  const { sessions, ...data } = backend.store.state;
  return { data: JSON.stringify(data), sessions: Object.keys(sessions).length };
}

async function run(label: string, journey: Promise<Journey>) {
  console.log(`\n--- ${label} ---`);
  const result = await journey;
  return { ...result, failed: report(result) };
}

// A conforming server.
{
  const upstream = await serve(false);
  const proxyPort = testPort(4021);
  const stop = await startProxy(upstream.url, proxyPort);
  const proxy = `http://127.0.0.1:${proxyPort}`;
  try {
    const before = snapshot(upstream.backend);
    const readOnly = await run('read-only run', runJourney(proxy, upstream.url, { admin }));
    expectThat('a read-only run against the mock passes', readOnly.failed === 0);
    expectThat(
      "a read-only run covers contact exchange's operations when the server announces it",
      readOnly.notes.length === 0 &&
        ['/api/contacts', '/contacts ', '/contact-mail '].every((p) =>
          readOnly.results.some((r) => r.call.includes(p)),
        ),
    );
    expectThat(
      'a read-only run leaves the data unchanged',
      JSON.stringify(snapshot(upstream.backend)) === JSON.stringify(before),
    );

    const state = upstream.backend.store.state;
    const adminBefore = JSON.stringify(state.users.find((u) => u._id === seedIds.admin));
    const profilesBefore = JSON.stringify(state.profiles);
    const usersBefore = state.users.length;
    const write = await run('--write run', runJourney(proxy, upstream.url, { admin, write: true }));
    expectThat('a --write run against the mock passes', write.failed === 0);
    expectThat(
      "a --write run restores the admin's details",
      JSON.stringify(state.users.find((u) => u._id === seedIds.admin)) === adminBefore,
    );
    const created = state.profiles.slice(JSON.parse(profilesBefore).length);
    expectThat(
      'a --write run leaves the cards it did not create unchanged',
      JSON.stringify(state.profiles.slice(0, -created.length)) === profilesBefore,
    );
    const blank = state.profiles.find((p) => p._id === seedIds.firstBlankCard)!;
    const sectionsOf = (p: (typeof created)[number]) =>
      JSON.stringify([
        p.contact,
        p.socials,
        p.location,
        p.documents,
        p.other,
        p.style,
        p.general.logo,
      ]);
    expectThat(
      'a --write run restores the sections and logo of the card it created',
      created.length === 1 && sectionsOf(created[0]!) === sectionsOf(blank),
    );
    expectThat(
      'a --write run names the card and user it leaves',
      state.users.length === usersBefore + 1 &&
        write.notUndone.some((n) => n.includes(created[0]?._id ?? '?')) &&
        write.notUndone.some((n) => n.includes(state.users.at(-1)!.email)),
    );

    const wrongLogin = await run(
      'wrong admin password',
      runJourney(proxy, upstream.url, { admin: { ...admin, password: 'Wrong@1234' } }),
    );
    expectThat(
      'a failed admin login stops the run early',
      Boolean(wrongLogin.stopped) &&
        wrongLogin.results.at(-1)?.call.includes('log in as admin') === true,
    );

    const wrongCookie = await run(
      'wrong cookie name',
      runJourney(proxy, upstream.url, { admin, cookieName: 'sid' }),
    );
    expectThat(
      'a cookie name the server does not set is reported',
      Boolean(wrongCookie.stopped) &&
        wrongCookie.results.some((r) => r.problems.some((p) => p.includes('"sid" cookie'))),
    );
  } finally {
    stop();
    upstream.close();
  }
}

// A server with only the spec's operations: capabilities absent, not failures.
{
  const upstream = await serve(false, 'spec-only');
  const proxyPort = testPort(4023);
  const stop = await startProxy(upstream.url, proxyPort);
  try {
    const proxy = `http://127.0.0.1:${proxyPort}`;
    const specOnly = await run(
      'spec-only server, --write',
      runJourney(proxy, upstream.url, { admin, write: true }),
    );
    expectThat('a server without optional capabilities passes', specOnly.failed === 0);
    expectThat(
      'it is reported as "capability absent" for each, and their calls are skipped',
      specOnly.notes.includes('capability absent: contactExchange') &&
        specOnly.notes.includes('capability absent: cardTranslations') &&
        specOnly.notes.includes('capability absent: insights') === contractHas('insights') &&
        !specOnly.results.some((r) => /\/contacts|contact-mail|exchange|translations/.test(r.call)),
    );
  } finally {
    stop();
    upstream.close();
  }
}

// A server with one broken handler.
{
  const upstream = await serve(true);
  const proxyPort = testPort(4022);
  const stop = await startProxy(upstream.url, proxyPort);
  try {
    const broken = await run(
      'a broken check-auth handler',
      runJourney(`http://127.0.0.1:${proxyPort}`, upstream.url, { admin }),
    );
    const call = broken.results.find(
      (r) => r.call.startsWith('GET /api/user/check-auth (session check)') && !r.ok,
    );
    expectThat(
      "the broken handler is reported with the server's status and a JSON path",
      call?.status === 200 && call.problems.some((p) => p.startsWith('data.user:')),
    );
  } finally {
    stop();
    upstream.close();
  }
}

// The proxy's port already taken: another server would answer for the proxy.
{
  const taken = createHttpServer((_request, response) => response.end());
  taken.listen(0, '127.0.0.1');
  await new Promise((resolve) => taken.once('listening', resolve));
  const port = (taken.address() as AddressInfo).port;
  const refused = await startProxy('http://127.0.0.1:1', port).then(
    (stop) => {
      stop();
      return '';
    },
    (error: unknown) => String(error),
  );
  taken.closeAllConnections();
  await new Promise((resolve) => taken.close(resolve));
  expectThat(
    'a proxy port that another server holds is refused before Prism starts',
    refused.includes(`port ${port} is in use`) && refused.includes('CONTRACT_PROXY_PORT'),
  );
}

// Nothing listening.
{
  const probe = createNetServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const deadPort = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const dead = spawnSync(
    'npx',
    ['tsx', path.join(import.meta.dirname, 'contract-verify.ts'), `http://127.0.0.1:${deadPort}`],
    { encoding: 'utf8' },
  );
  const lines = `${dead.stdout}${dead.stderr}`
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('npm warn'));
  console.log(`\n--- dead port ---\n${lines.join('\n')}`);
  expectThat(
    'a dead port fails in one clear line with a non-zero exit',
    dead.status !== 0 && lines.length === 1 && /cannot reach .*ECONNREFUSED/.test(lines[0] ?? ''),
  );
}

console.log(
  failures
    ? `\ncontract:verify self-test: ${failures} failed.`
    : '\ncontract:verify self-test passed.',
);
process.exit(failures ? 1 : 0);
