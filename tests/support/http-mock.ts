import { afterAll, beforeAll, beforeEach } from 'vitest';
import { server as inProcessMock } from '@mocks/node';
import { startMockApiServer } from '@mocks/http-server';
import { testPort } from '../../scripts/test-ports';

/** What the HTTP mock answered: the status, the headers and the JSON body (`{}` when not JSON). */
export type Answer = { status: number; headers: Headers; body: Record<string, unknown> };

/**
 * Starts the mock backend behind `npm run mock:api` on `port` (shifted by `TEST_PORT_OFFSET`) for
 * the calling test file, with the file's hooks: the in-process msw/node interception closed (it
 * must not answer these real requests), the store and the mock's controls reset before each
 * test, the server closed after the file. `client(address?)` is one browser: its own cookie jar
 * and, when given, its network address as `X-Forwarded-For` (read with `trustProxy`).
 */
export function startHttpMock(
  port: number,
  options: Omit<NonNullable<Parameters<typeof startMockApiServer>[0]>, 'port'>,
) {
  const shifted = testPort(port);
  const api = startMockApiServer({ ...options, port: shifted });
  const base = `http://127.0.0.1:${shifted}`;

  beforeAll(async () => {
    inProcessMock.close();
    await api.ready;
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    await fetch(`${base}/__mock/reset`, { method: 'POST' });
    api.backend.resetControl();
  });

  function client(address?: string) {
    let cookie = '';
    const call = async (
      path: string,
      init: RequestInit & { json?: unknown } = {},
    ): Promise<Answer> => {
      const headers = new Headers(init.headers);
      if (address) headers.set('X-Forwarded-For', address);
      if (cookie) headers.set('Cookie', cookie);
      if (init.json !== undefined) headers.set('Content-Type', 'application/json');
      const response = await fetch(`${base}${path}`, {
        ...init,
        headers,
        body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      });
      const set = response.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0] ?? '';
      const text = await response.text();
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        body = {};
      }
      return { status: response.status, headers: response.headers, body };
    };
    return Object.assign(call, { cookie: () => cookie });
  }

  return { api, base, client };
}
