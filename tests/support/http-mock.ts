import { afterAll, beforeAll, beforeEach } from 'vitest';
import { server as inProcessMock } from '@mocks/node';
import { startMockApiServer } from '@mocks/http-server';
import type { MailMessage } from '@mocks/store';
import { testPort } from '../../scripts/test-ports';
import { mockCall } from './mock-call';

/** What the HTTP mock answered: the status, the headers and the JSON body (`{}` when not JSON). */
export type Answer = { status: number; headers: Headers; body: Record<string, unknown> };

/**
 * Starts the mock backend behind `npm run mock:api` on `port` (shifted by `TEST_PORT_OFFSET`) for
 * the calling test file, with the file's hooks: the in-process msw/node interception closed (it
 * must not answer these real requests), the store and the mock's controls reset before each
 * test, the server closed after the file. `client(address?)` is one browser: its own cookie jar
 * and, when given, its network address as `X-Forwarded-For` (read with `trustProxy`); `mailbox()`
 * the mails the mock has sent.
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
      const answer = await mockCall(path, { ...init, headers }, cookie, base);
      cookie = answer.cookie;
      return { status: answer.status, headers: answer.headers, body: answer.body };
    };
    return Object.assign(call, { cookie: () => cookie });
  }

  /** What the mock has "sent" so far, oldest first (`GET /__mock/mailbox`). */
  const mailbox = async () =>
    (await (await fetch(`${base}/__mock/mailbox`)).json()) as MailMessage[];

  return { api, base, client, mailbox };
}

/** One browser of {@link startHttpMock}: `client()`. */
export type Client = ReturnType<ReturnType<typeof startHttpMock>['client']>;

/** Signs `client` in as `account` (contract `loginUser`); its cookie jar keeps the session. */
export const login = (client: Client, account: { email: string; password: string }) =>
  client('/api/user/login', { method: 'POST', json: account });
