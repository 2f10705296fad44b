import { HttpResponse, delay } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '../../src/api/schema.gen';
import { messages } from '../../src/lib/validation/messages';
import { fieldErrors } from '../../src/lib/validation/schemas';
import type { z } from 'zod';
import { randomToken, sha256, type Store, type StoredUser } from '../store';

/** Typed MSW `http`: handlers only compile when they match the contract. Any origin. */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });

export type ApiError = components['schemas']['Error'];

/** Name of the session cookie (contract `cookieAuth`). */
export const sessionCookie = 'session';

/**
 * How the session cookie reaches the browser:
 * - `header`: a real `Set-Cookie` header, HttpOnly (Node tests and the HTTP mock server);
 * - `document`: written to `document.cookie` by the in-browser mock, because MSW would
 *   otherwise copy mocked `Set-Cookie` headers into localStorage.
 */
export type CookieMode = 'header' | 'document';

/** What the Mock API panel and tests change at run time. */
export type MockControl = {
  /** Added latency per call, in ms. */
  latencyMs: number;
  /** Fail the next this many calls with a 500. */
  failNext: number;
  /** Probability 0–1 that a call fails with a 500. */
  failureRate: number;
};

export type MockContext = { store: Store; cookieMode: CookieMode; control: MockControl };

export const err = (message: string, errors?: Record<string, string>): ApiError =>
  errors ? { success: false, message, errors } : { success: false, message };

export const unauthorized = err('Please login.');
export const forbidden = err('You are not allowed to do this.');

/** The 400 body for a failed zod parse: 'Invalid input' plus per-field messages. */
export const invalid = (error: z.ZodError) => err(messages.invalidInput, fieldErrors(error));

/** Reads a JSON body; `undefined` when it is not JSON (the caller answers 400). */
export async function readBody(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** Session helpers over the store: tokens are kept only as SHA-256 digests. */
export function sessions({ store, cookieMode }: MockContext) {
  return {
    async user(cookies: Record<string, string>): Promise<StoredUser | undefined> {
      const token = cookies[sessionCookie];
      if (!token) return undefined;
      const userId = store.state.sessions[await sha256(token)];
      return userId ? store.userById(userId) : undefined;
    },
    /** Starts a session; returns the headers to send with the response. */
    async start(userId: string): Promise<HeadersInit> {
      const token = randomToken();
      store.state.sessions[await sha256(token)] = userId;
      store.commit();
      if (cookieMode === 'document') {
        document.cookie = `${sessionCookie}=${token}; Path=/; SameSite=Lax`;
        return {};
      }
      return { 'Set-Cookie': `${sessionCookie}=${token}; Path=/; HttpOnly; SameSite=Lax` };
    },
    async end(cookies: Record<string, string>): Promise<HeadersInit> {
      const token = cookies[sessionCookie];
      if (token) delete store.state.sessions[await sha256(token)];
      store.commit();
      if (cookieMode === 'document') {
        document.cookie = `${sessionCookie}=; Path=/; Max-Age=0; SameSite=Lax`;
        return {};
      }
      return { 'Set-Cookie': `${sessionCookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` };
    },
  };
}

/**
 * Runs before every API handler: the panel's latency and injected failures. Returns nothing
 * to fall through to the real handler.
 */
export function chaosHandler(control: MockControl) {
  return http.untyped.all('*/api/*', async () => {
    if (control.latencyMs > 0) await delay(control.latencyMs);
    const fail =
      control.failNext > 0 || (control.failureRate > 0 && Math.random() < control.failureRate);
    if (!fail) return undefined;
    if (control.failNext > 0) control.failNext -= 1;
    return HttpResponse.json(err('Injected failure (Mock API panel).'), { status: 500 });
  });
}
