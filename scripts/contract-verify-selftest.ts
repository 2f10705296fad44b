// Runs contract:verify in CI: against the HTTP mock backend (must pass every call), and
// against the same backend with one deliberately broken handler (must report the violation).
import type { AddressInfo } from 'node:net';
import { createServer } from '@mswjs/http-middleware';
import { http, HttpResponse } from 'msw';
import { createMockBackend } from '../mocks/handlers/index.ts';
import { report, runJourney, startProxy } from './contract-verify.ts';
import { testPort } from './test-ports.ts';

async function serve(broken: boolean) {
  const backend = createMockBackend({ cookieMode: 'header' });
  const breakage = http.get('*/api/user/check-auth', () =>
    // Violates the contract: no e-mail, and a password leaks.
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
  );
  const app = createServer(...(broken ? [breakage] : []), ...backend.handlers);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

let failures = 0;
for (const [label, broken, proxyPort] of [
  ['HTTP mock backend', false, testPort(4021)],
  ['HTTP mock backend with a broken check-auth handler', true, testPort(4022)],
] as const) {
  console.log(`\n--- contract:verify against the ${label} ---`);
  const upstream = await serve(broken);
  const stop = await startProxy(upstream.url, proxyPort);
  try {
    const results = await runJourney(`http://127.0.0.1:${proxyPort}`, upstream.url);
    const failed = report(results);
    const brokenCall = results.find((r) => r.call.startsWith('GET /api/user/check-auth') && !r.ok);
    if (broken && !(failed > 0 && brokenCall)) {
      console.error('FAILED: the broken handler was not reported.');
      failures += 1;
    }
    if (!broken && failed > 0) {
      console.error('FAILED: the mock backend does not conform to its contract.');
      failures += 1;
    }
  } finally {
    stop();
    upstream.close();
  }
}
console.log(
  failures
    ? '\ncontract:verify self-test failed.'
    : '\ncontract:verify self-test passed: conforming server passes, broken handler reported.',
);
process.exit(failures ? 1 : 0);
