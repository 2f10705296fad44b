// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedAccounts, seedIds, type MailMessage } from '@mocks/store';
import { startHttpMock } from '@tests/support/http-mock';
import { hostileRequests, rawHttp } from '@tests/support/raw-http';
import { responseHeaders } from '@/config/http-headers';
import { testPort } from '../scripts/test-ports';
import { answerConnect, nodeRenderer } from './node-app';

/**
 * The Node entry (edge/node-app.ts on @hono/node-server, as `npm run edge:node` serves it) in
 * front of a small static build, over real HTTP, with the HTTP mock behind it trusting
 * `X-Forwarded-For` (`MOCK_API_TRUST_PROXY=1`, as behind deploy/nginx.conf) and knowing the
 * deployment's public origin (`MOCK_API_PUBLIC_ORIGIN`, the renderer's `PUBLIC_ORIGIN`).
 */
const publicOrigin = 'https://cards.example.com';
const http = startHttpMock(4420, { trustProxy: true, publicOrigin });
const port = testPort(4421);
const base = `http://127.0.0.1:${port}`;

const dist = mkdtempSync(path.join(tmpdir(), 'tapcard-edge-node-'));
const page = (name: string) => `<!doctype html>
<html lang="en" data-page="${name}">
  <head>
    <meta name="theme-color" content="#0b1120" />
    <title>Tapcard</title>
  </head>
  <body>
    <div id="root"><p>Loading…</p></div>
  </body>
</html>`;
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), page('app'));
writeFileSync(path.join(dist, 'profile.html'), page('card'));
writeFileSync(path.join(dist, 'assets/app-x.js'), 'export {};');
writeFileSync(path.join(dist, 'default-logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

/** The paths the renderer asked the API for. */
const asked: string[] = [];
let server: ReturnType<typeof serve>;
beforeAll(async () => {
  await http.api.ready;
  const app = nodeRenderer({
    apiOrigin: http.base,
    publicOrigin,
    cardCss: '',
    dist,
    fetch: (input, init) => {
      // Not `instanceof Request`: @hono/node-server swaps the global Request class.
      asked.push(new URL(typeof input === 'object' && 'url' in input ? input.url : input).pathname);
      return fetch(input, init);
    },
  });
  await new Promise<void>((resolve) => {
    // As edge/node.ts: the global Request stays the platform's, for the test files after this
    // one in the worker (their fetches through the mock fail with @hono/node-server's).
    server = serve(
      { fetch: app.fetch, port, hostname: '127.0.0.1', overrideGlobalObjects: false },
      () => resolve(),
    );
    answerConnect(server);
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

/** `headers` with lower-case names, as `Headers` lists them. */
const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

const wrongLogin = (forwardedFor: string) =>
  fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ email: seedAccounts.owner.email, password: 'Wrong@123' }),
  });

test('forged X-Forwarded-For values on 30 wrong logins still get a 429', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const answer = await wrongLogin(`203.0.113.${i + 1}`);
    await answer.arrayBuffer();
    statuses.push(answer.status);
  }
  expect(statuses).toContain(429);
});

test('every page and file carries the deploy headers', async () => {
  for (const file of ['/', '/dashboard', '/assets/app-x.js', '/default-logo.svg']) {
    const answer = await fetch(base + file);
    await answer.arrayBuffer();
    expect(answer.status, file).toBe(200);
    expect(Object.fromEntries(answer.headers), file).toMatchObject(lowerCased(responseHeaders));
  }
});

test("a card's canonical link and Open Graph URLs are PUBLIC_ORIGIN's, whatever the Host", async () => {
  const answer = await fetch(`${base}/profile/${seedIds.fullCard}?count=false`, {
    headers: { Host: 'evil.example' },
  });
  const html = await answer.text();
  expect(html).toContain(
    `<link rel="canonical" href="${publicOrigin}/profile/${seedIds.fullCard}" />`,
  );
  expect(html).toContain(`<meta property="og:url" content="${publicOrigin}/profile/`);
  expect(html).not.toContain('evil.example');
});

test("a mailed contact file through the renderer links the card on PUBLIC_ORIGIN, not the API's address", async () => {
  const answer = await fetch(`${base}/api/profile/${seedIds.fullCard}/contact-mail`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Host: 'evil.example' },
    body: JSON.stringify({ email: 'vera@example.com' }),
  });
  expect(answer.status).toBe(202);
  const [mail] = (await (await fetch(`${http.base}/__mock/mailbox`)).json()) as MailMessage[];
  const file = mail?.attachments?.[0]?.text.replace(/\r\n /g, '') ?? '';
  expect(file).toContain(`.URL:${publicOrigin}/profile/${seedIds.fullCard}\r\n`);
  expect(file).not.toContain('evil.example');
  expect(file).not.toContain('127.0.0.1');
});

describe("request bodies over the contract's limit", () => {
  test('a 16 MB login answers 413 from Content-Length, and the API never sees it', async () => {
    asked.length = 0;
    const answer = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Uint8Array(16 * 1024 * 1024),
    });
    expect([answer.status, await answer.json()]).toEqual([
      413,
      { success: false, message: 'Request body is too large.' },
    ]);
    expect(asked).toEqual([]);
  });

  test('a streamed body without Content-Length stops at the limit', async () => {
    asked.length = 0;
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        if (sent > 150 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const answer = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(asked).toEqual([]);
    // Socket buffers read ahead a few MB; the whole 150 MB never goes through.
    expect(sent).toBeLessThan(30 * 1024 * 1024);
  });
});

describe('no request of any shape ends the renderer (as `npm run edge:node` serves it)', () => {
  const alive = async () => (await fetch(`${base}/dashboard`)).status;

  test('a method it does not serve is 405 with Allow: pages are GET and HEAD; the proxy forwards what fetch can carry', async () => {
    for (const [method, path, allow] of [
      ['TRACE', '/', 'GET, HEAD'],
      ['DELETE', '/', 'GET, HEAD'],
      ['PROPFIND', `/profile/${seedIds.fullCard}`, 'GET, HEAD'],
      ['CONNECT', '/', 'GET, HEAD'],
      ['TRACE', '/api/profile', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
    ] as const) {
      const answer = await rawHttp(port, `${method} ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect([answer.status, answer.headers.allow], `${method} ${path}`).toEqual([405, allow]);
    }
    // A method fetch can carry reaches the API, which holds the contract's path rule.
    const forwarded = await rawHttp(port, 'PROPFIND /api/profile HTTP/1.1\r\nHost: x\r\n\r\n');
    expect([forwarded.status, forwarded.headers.allow]).toEqual([405, 'GET, POST']);
  });

  test('malformed requests get an answer below 500 and the renderer goes on', async () => {
    for (const bytes of hostileRequests('/api/profile')) {
      const answer = await rawHttp(port, bytes);
      expect(answer.status, String(bytes).slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(answer.status, String(bytes).slice(0, 30)).toBeLessThan(500);
      expect(await alive()).toBe(200);
    }
  });
});
