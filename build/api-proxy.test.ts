// @vitest-environment node
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { startHttpMock } from '../tests/support/http-mock';
import { seedAccounts } from '../mocks/store';
import { testPort } from '../scripts/test-ports';
import { apiProxy } from './api-proxy';

/**
 * The dev server's `/api` proxy in front of `npm run mock:api` (README "Run modes"), on a port
 * that is not one of the mock's default CORS origins: the app's own calls carry the page's
 * origin, which the mock must take as its own, while another site's stays refused.
 */
const { base } = startHttpMock(4198, {});
const appPort = testPort(5197);
const appOrigin = `http://127.0.0.1:${appPort}`;
let vite: ViteDevServer;

beforeAll(async () => {
  vite = await createServer({
    configFile: false,
    logLevel: 'silent',
    server: { port: appPort, strictPort: true, host: '127.0.0.1', proxy: apiProxy(base) },
  });
  await vite.listen();
});
afterAll(() => vite.close());

/** A login through the dev server's proxy with these browser headers. */
const loginVia = (headers: Record<string, string>) =>
  fetch(`${appOrigin}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(seedAccounts.owner),
  });

describe('the dev and preview proxy tells the mock which origin it serves', () => {
  test("a login from the app's own origin on a non-default port passes", async () => {
    // A page on a plain-HTTP host that is not localhost gets no Sec-Fetch-* headers: Origin only.
    const r = await loginVia({ Origin: appOrigin });
    expect(r.status).toBe(200);
    expect(r.headers.get('set-cookie')).toMatch(/^session=/);
  });

  test("another site's request through the same proxy is still refused", async () => {
    for (const headers of [
      { Origin: 'https://evil.example' } as Record<string, string>,
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      // A forged forwarded host is replaced by the proxy's own.
      { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' },
    ]) {
      const r = await loginVia(headers);
      expect(r.status, JSON.stringify(headers)).toBe(403);
      expect(((await r.json()) as { message: string }).message).toBe('Cross-site request refused.');
    }
  });

  test("straight to the mock, without the proxy's word, the app's origin is another site", async () => {
    const r = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: appOrigin },
      body: JSON.stringify(seedAccounts.owner),
    });
    expect(r.status).toBe(403);
  });
});

describe("the proxy's own forwarded headers replace the client's", () => {
  /** A target that records the headers of the last request it got. */
  let received: IncomingHttpHeaders = {};
  const target = createHttpServer((req, res) => {
    received = req.headers;
    res.end('{}');
  });
  let proxyBase = '';
  let proxyVite: ViteDevServer;
  beforeAll(async () => {
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const targetBase = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
    proxyVite = await createServer({
      configFile: false,
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1', proxy: apiProxy(targetBase) },
    });
    await proxyVite.listen();
    proxyBase = `http://127.0.0.1:${(proxyVite.httpServer!.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await proxyVite.close();
    await new Promise((resolve) => target.close(resolve));
  });

  test("X-Forwarded-For is the socket's address; forged address headers never pass", async () => {
    const answer = await fetch(`${proxyBase}/api/user/me`, {
      headers: {
        'X-Forwarded-For': '203.0.113.9',
        Forwarded: 'for=203.0.113.9',
        'X-Real-IP': '203.0.113.9',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'https',
      },
    });
    await answer.arrayBuffer();
    expect(received['x-forwarded-for']).toBe('127.0.0.1');
    expect(received['x-forwarded-host']).toBe(new URL(proxyBase).host);
    expect(received['x-forwarded-proto']).toBe('http');
    expect(received.forwarded).toBeUndefined();
    expect(received['x-real-ip']).toBeUndefined();
  });
});
