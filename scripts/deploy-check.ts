// `npm run test:deploy` (part of `npm test`): serves a fresh production build with Debian's
// nginx and deploy/nginx.conf exactly as a host would (only `listen`, `root` and
// `${API_UPSTREAM}` changed), then checks that the card's path (src/config/paths.ts) answers
// the card's document and every other page's path, and any unknown one, the app's, the
// caching, the compression, every header and the /api proxy (docs/deploy.md). The other hosts'
// files are written from the same modules (scripts/deploy-files.ts, checked by its test). No
// Docker and no root-owned paths: nginx runs with a prefix in a temporary folder
// (scripts/nginx-host.ts). `DEPLOY_CHECK_DIST=<dir>` reuses an existing build.
import { spawnSync } from 'node:child_process';
import { createServer as createHttpServer, request, type IncomingHttpHeaders } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer } from '@mswjs/http-middleware';
import { createMockBackend } from '../mocks/handlers/index.ts';
import { seedIds } from '../mocks/store.ts';
import { cardDocumentFile } from '../build/card-document.ts';
import {
  assetCacheControl,
  assetsPath,
  documentCacheControl,
  responseHeaders,
} from '../src/config/http-headers.ts';
import { cardPreloadLink } from '../src/config/card-preload.ts';
import { cardIdOf, paths, type PathKey } from '../src/config/paths.ts';
import { gzipLevel } from './deploy-files.ts';
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
/** The `X-Forwarded-For` and `X-Forwarded-Host` the API last received through nginx. */
let forwardedFor: string | undefined;
let forwardedHost: string | undefined;
const api = createHttpServer((req, res) => {
  forwardedFor = req.headers['x-forwarded-for'] as string | undefined;
  forwardedHost = req.headers['x-forwarded-host'] as string | undefined;
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
/**
 * A GET through node:http, which sends the headers given as they are (fetch replaces `Host`)
 * and hands the body over as sent (fetch decompresses it).
 */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) =>
    request(url, { headers })
      .on('response', (response) => {
        const chunks: Buffer[] = [];
        response
          .on('data', (chunk: Buffer) => chunks.push(chunk))
          .on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
          .on('error', reject);
      })
      .on('error', reject)
      .end(),
  );
}

function check(label: string, ok: boolean, detail = '') {
  console.log(`${ok ? 'pass' : 'FAIL'}  ${label}${ok ? '' : `: ${detail}`}`);
  if (!ok) failures += 1;
}

try {
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const security = (label: string, response: Response) => {
    for (const [name, value] of Object.entries(responseHeaders)) {
      const sent = response.headers.get(name);
      check(`${label}: ${name}`, sent === value, String(sent));
    }
  };

  const built = (file: string) => readFileSync(path.join(dist, file), 'utf8');
  const cardDocument = built(cardDocumentFile);
  check(
    `${cardDocumentFile} is not index.html`,
    cardDocument !== index,
    'the build wrote the same document twice',
  );
  // Each page of src/config/paths.ts at a path of its own (parameters filled in, a trailing
  // slash too): the card's document for the card, index.html for every other page. The card's
  // contact file is the card renderer's (edge/); a static host has none.
  const pageKeys = (Object.keys(paths) as PathKey[]).filter((key) => key !== 'cardContactFile');
  const pagePaths = pageKeys.flatMap((key) => {
    const example = paths[key].replace(/:\w+/g, seedIds.fullCard);
    const [document, name] =
      key === 'card' ? [cardDocument, cardDocumentFile] : [index, 'index.html'];
    const examples = example === '/' ? [example] : [example, `${example}/`];
    return examples.map((route) => [route, document, name] as const);
  });
  // Paths that are not a card's, near it, and an unknown one: the app's document.
  const notCards = ['/profile', '/profile/', `/profile/${seedIds.fullCard}/more`, '/no-such-page'];
  for (const [route, document, name] of [
    ...pagePaths,
    ...notCards.map((route) => [route, index, 'index.html'] as const),
    ['/index.html', index, 'index.html'],
    [`/${cardDocumentFile}`, cardDocument, cardDocumentFile],
  ] as const) {
    const response = await fetch(base + route);
    const body = await response.text();
    check(
      `${route}: 200 with ${name}`,
      response.status === 200 && body === document,
      `${response.status}`,
    );
    check(
      `${route}: Cache-Control ${documentCacheControl}`,
      response.headers.get('cache-control') === documentCacheControl,
      String(response.headers.get('cache-control')),
    );
    security(route, response);
  }

  // The card's document starts the card's request (src/config/card-preload.ts): the Link
  // header is the one the preview server writes, count and all; none for an id the card never
  // asks about, nor for any other document.
  for (const route of [
    `/profile/${seedIds.fullCard}`,
    `/profile/${seedIds.fullCard}/?count=false`,
    `/profile/${seedIds.fullCard}?s=qr&count=true`,
    '/profile/not.an.id',
    '/login',
  ]) {
    const url = new URL(route, base);
    const response = await fetch(url);
    await response.arrayBuffer();
    const profileId = cardIdOf(url.pathname);
    const expected = profileId && cardPreloadLink(profileId, url.searchParams);
    check(
      `${route}: ${expected ? 'Link preloads the card request' : 'no Link header'}`,
      response.headers.get('link') === (expected || null),
      String(response.headers.get('link')),
    );
  }

  const assets = [
    ...new Set(
      [...`${index}${cardDocument}`.matchAll(/(?:src|href)="([^"]+)"/g)]
        .map((m) => m[1]!)
        .filter((link) => link.startsWith(assetsPath)),
    ),
  ];
  check('index.html links hashed assets', assets.length > 0, 'none found');
  for (const asset of assets) {
    const response = await fetch(base + asset);
    await response.arrayBuffer();
    check(`${asset}: 200`, response.status === 200, `${response.status}`);
    check(
      `${asset}: Cache-Control immutable`,
      response.headers.get('cache-control') === assetCacheControl,
      String(response.headers.get('cache-control')),
    );
    security(asset, response);
  }
  // The largest script as a browser gets it: gzip-encoded, about as small as zlib makes it at
  // `gzipLevel` (at nginx's default level, 1, React's chunk came 18 % larger).
  const largest = assets
    .filter((asset) => asset.endsWith('.js'))
    .sort((a, b) => statSync(path.join(dist, b)).size - statSync(path.join(dist, a)).size)[0]!;
  const sent = await rawGet(base + largest, { 'Accept-Encoding': 'gzip' });
  const encoding = sent.headers['content-encoding'];
  const bytes = sent.body.length;
  const expected = gzipSync(readFileSync(path.join(dist, largest)), { level: gzipLevel }).length;
  check(
    `${largest}: gzip at level ${gzipLevel}`,
    encoding === 'gzip' && bytes <= expected * 1.02,
    `${encoding ?? 'not encoded'}, ${bytes} bytes (zlib: ${expected})`,
  );
  const missing = await fetch(`${base}${assetsPath}no-such-file-0000.js`);
  await missing.arrayBuffer();
  check('a missing asset is a 404, not index.html', missing.status === 404, `${missing.status}`);
  check(
    'the production build has no mock service worker',
    !existsSync(path.join(dist, 'mockServiceWorker.js')),
    'dist has mockServiceWorker.js',
  );

  const card = await fetch(`${base}/api/profile/${seedIds.fullCard}?count=false`, {
    headers: { 'X-Forwarded-For': '203.0.113.66', 'X-Forwarded-Host': 'evil.example' },
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
  check(
    "/api gets the page's host with its port in X-Forwarded-Host, not the one it sent",
    forwardedHost === `127.0.0.1:${port}`,
    String(forwardedHost),
  );
  // A TLS terminator in front, passing on the page's Host (its port is not nginx's).
  await rawGet(`${base}/api/profile/${seedIds.fullCard}?count=false`, {
    Host: 'cards.example.com:8443',
  });
  check(
    '/api gets the Host a proxy in front passed on in X-Forwarded-Host',
    forwardedHost === 'cards.example.com:8443',
    String(forwardedHost),
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
