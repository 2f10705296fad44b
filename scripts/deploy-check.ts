// `npm run test:deploy` (part of `npm test`): serves a fresh production build with Debian's
// nginx and deploy/nginx.conf exactly as a host would (only `listen`, `root` and
// `${API_UPSTREAM}` changed), then checks the SPA fallback, every header and the /api proxy
// (README "Deploy", issue #12). No Docker and no root-owned paths: nginx runs with a prefix
// in a temporary folder (scripts/nginx-host.ts). `DEPLOY_CHECK_DIST=<dir>` reuses an existing build.
import { spawnSync } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer } from '@mswjs/http-middleware';
import { createMockBackend } from '../mocks/handlers/index.ts';
import { seedIds } from '../mocks/store.ts';
import { contentSecurityPolicy, securityHeaders } from './csp.ts';
import { startNginxHost } from './nginx-host.ts';
import { testPort } from './test-ports.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.env.DEPLOY_CHECK_DIST ?? path.join(root, 'dist-deploy'));
if (!process.env.DEPLOY_CHECK_DIST) {
  console.log(`building the app into ${path.relative(root, dist)}/ …`);
  const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The API behind /api: the HTTP mock backend, in this process.
const backend = createMockBackend({ cookieMode: 'header' });
const apiApp = createServer(...backend.handlers);
/** The `X-Forwarded-For` the API last received through nginx. */
let forwardedFor: string | undefined;
const api = createHttpServer((req, res) => {
  forwardedFor = req.headers['x-forwarded-for'] as string | undefined;
  void apiApp(req, res);
}).listen(0, '127.0.0.1');
await new Promise((resolve) => api.once('listening', resolve));
const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

const port = testPort(4040);
const nginx = await startNginxHost({ project: root, root: dist, api: apiUrl, port }).catch(
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    api.close();
    process.exit(1);
  },
);
function stop() {
  nginx.stop();
  api.close();
}

const { base } = nginx;
let failures = 0;
function check(label: string, ok: boolean, detail = '') {
  console.log(`${ok ? 'pass' : 'FAIL'}  ${label}${ok ? '' : `: ${detail}`}`);
  if (!ok) failures += 1;
}

try {
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const security = (label: string, response: Response) => {
    const csp = response.headers.get('content-security-policy');
    check(`${label}: CSP is the README's`, csp === contentSecurityPolicy, String(csp));
    check(
      `${label}: X-Content-Type-Options nosniff`,
      response.headers.get('x-content-type-options') === 'nosniff',
      String(response.headers.get('x-content-type-options')),
    );
    check(
      `${label}: Referrer-Policy`,
      response.headers.get('referrer-policy') === 'strict-origin-when-cross-origin',
      String(response.headers.get('referrer-policy')),
    );
    for (const [name, value] of Object.entries(securityHeaders)) {
      check(
        `${label}: ${name}`,
        response.headers.get(name) === value,
        String(response.headers.get(name)),
      );
    }
  };

  const built = (file: string) => readFileSync(path.join(dist, file), 'utf8');
  const cardDocument = built('profile.html');
  for (const [route, document, name] of [
    ['/', index, 'index.html'],
    [`/profile/${seedIds.fullCard}`, cardDocument, 'profile.html'],
    [`/profile/${seedIds.fullCard}/`, cardDocument, 'profile.html'],
    [`/dashboard/my-profiles/${seedIds.fullCard}`, built('dashboard.html'), 'dashboard.html'],
    ['/dashboard/all-profiles', built('dashboard.html'), 'dashboard.html'],
    ['/login', built('login.html'), 'login.html'],
    ['/register/', built('register.html'), 'register.html'],
    ['/forgot-password', built('forgot-password.html'), 'forgot-password.html'],
    [`/reset-password/token`, index, 'index.html'],
    ['/index.html', index, 'index.html'],
    ['/profile.html', cardDocument, 'profile.html'],
    ['/login.html', built('login.html'), 'login.html'],
  ] as const) {
    const response = await fetch(base + route);
    const body = await response.text();
    check(
      `${route}: 200 with ${name}`,
      response.status === 200 && body === document,
      `${response.status}`,
    );
    check(
      `${route}: Cache-Control no-cache`,
      response.headers.get('cache-control') === 'no-cache',
      String(response.headers.get('cache-control')),
    );
    security(route, response);
  }

  const assets = [
    ...new Set(
      [...`${index}${cardDocument}`.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(
        (m) => m[1]!,
      ),
    ),
  ];
  check('index.html links hashed assets', assets.length > 0, 'none found');
  for (const asset of assets) {
    const response = await fetch(base + asset);
    await response.arrayBuffer();
    check(`${asset}: 200`, response.status === 200, `${response.status}`);
    check(
      `${asset}: Cache-Control immutable`,
      response.headers.get('cache-control') === 'public, max-age=31536000, immutable',
      String(response.headers.get('cache-control')),
    );
    security(asset, response);
  }
  const missing = await fetch(`${base}/assets/no-such-file-0000.js`);
  await missing.arrayBuffer();
  check('a missing asset is a 404, not index.html', missing.status === 404, `${missing.status}`);
  check(
    'the production build has no mock service worker',
    !existsSync(path.join(dist, 'mockServiceWorker.js')),
    'dist has mockServiceWorker.js',
  );

  // The other hosts' files (README "Deploy") send the same policy.
  const netlify = readFileSync(path.join(root, 'deploy/netlify/_headers'), 'utf8');
  check(
    "deploy/netlify/_headers: CSP is the README's",
    netlify.includes(`Content-Security-Policy: ${contentSecurityPolicy}\n`),
  );
  for (const [name, value] of Object.entries(securityHeaders)) {
    check(`deploy/netlify/_headers: ${name}`, netlify.includes(`  ${name}: ${value}\n`));
  }
  const vercel = JSON.parse(readFileSync(path.join(root, 'deploy/vercel.json'), 'utf8')) as {
    headers: { headers: { key: string; value: string }[] }[];
  };
  for (const [name, value] of Object.entries(securityHeaders)) {
    check(
      `deploy/vercel.json: ${name}`,
      vercel.headers.some((h) => h.headers.some((x) => x.key === name && x.value === value)),
    );
  }
  check(
    "deploy/vercel.json: CSP is the README's",
    vercel.headers.some((h) =>
      h.headers.some(
        (x) => x.key === 'Content-Security-Policy' && x.value === contentSecurityPolicy,
      ),
    ),
  );

  const card = await fetch(`${base}/api/profile/${seedIds.fullCard}?count=false`, {
    headers: { 'X-Forwarded-For': '203.0.113.66' },
  });
  const json = (await card.json().catch(() => ({}))) as { data?: { profile?: { _id?: string } } };
  check(
    '/api proxied to API_UPSTREAM',
    card.status === 200 && json.data?.profile?._id === seedIds.fullCard,
    `${card.status}`,
  );
  check(
    "/api gets the client's address in X-Forwarded-For, not the one it sent",
    forwardedFor === '127.0.0.1',
    String(forwardedFor),
  );
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'owner@example.com', password: 'Owner@123' }),
  });
  await login.arrayBuffer();
  check(
    '/api passes the session cookie through',
    login.status === 200 && /HttpOnly/i.test(login.headers.get('set-cookie') ?? ''),
    `${login.status} ${login.headers.get('set-cookie')}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failures += 1;
} finally {
  stop();
}
console.log(
  failures
    ? `\ndeploy check: ${failures} failed.`
    : '\ndeploy check: deploy/nginx.conf serves the build with the fallback and every header.',
);
process.exit(failures ? 1 : 0);
