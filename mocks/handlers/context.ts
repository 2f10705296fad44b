import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { Capability } from '@/api/generated/lists/capability-values.gen';
import type { components, paths } from '@/api/generated/schema.gen';
import { messages } from '@/lib/validation/messages';
import { fieldErrors } from '@/lib/validation/schemas';
import type { z } from 'zod/mini';
import type { OperationId } from '../operations';
import { randomToken, sha256, type Persistence, type Store, type StoredUser } from '../store';
import { withWait } from '@/lib/validation/wait-messages';
import { retryAfter, waitText } from '../throttle';

/** Name of the session cookie (contract `cookieAuth`). */
export const sessionCookie = 'session';

/**
 * Contract "Reference rules", personal answers: every answer to a request that carries the
 * session cookie, and every answer that sets or clears it, is `Cache-Control: no-store`, so no
 * browser or shared cache keeps one user's data for the next (ASVS V8.2.1). `session.start` and
 * `session.end` add it themselves (in the browser a mocked `Set-Cookie` is not visible here).
 * Returns the response it was given; an injected network error (`type: 'error'`) is left as is.
 */
export function noStoreIfPersonal<R>(cookies: Record<string, string>, response: R): R {
  if (response instanceof Response && response.type !== 'error' && cookies[sessionCookie]) {
    response.headers.set('Cache-Control', 'no-store');
  }
  return response;
}

const typedHttp = createOpenApiHttp<paths>({ baseUrl: '*' });
type Method = 'get' | 'post' | 'patch' | 'delete';
type AnyResolver = (info: { cookies: Record<string, string> }) => unknown;

/** One method of {@link http}: openapi-msw's, with {@link noStoreIfPersonal} on every answer. */
function personal<M extends Method>(method: M): (typeof typedHttp)[M] {
  const factory = typedHttp[method] as unknown as (
    path: string,
    resolver: AnyResolver,
    options?: unknown,
  ) => unknown;
  return ((path: string, resolver: AnyResolver, options?: unknown) =>
    factory(
      path,
      async (info) => noStoreIfPersonal(info.cookies, await resolver(info)),
      options,
    )) as unknown as (typeof typedHttp)[M];
}

/**
 * Typed MSW `http`: handlers only compile when they match the contract. Any origin. Every
 * answer of a request with a session is `no-store` ({@link noStoreIfPersonal}).
 */
export const http = {
  ...typedHttp,
  get: personal('get'),
  post: personal('post'),
  patch: personal('patch'),
  delete: personal('delete'),
};

export type ApiError = components['schemas']['Error'];

/** Contract `cookieAuth`: a session ends after 30 minutes without a request. */
export const sessionIdleMs = 30 * 60 * 1000;

/** Contract `cookieAuth`: a session ends 12 hours after login, however active (ASVS V3.3.2). */
export const sessionAbsoluteMs = 12 * 60 * 60 * 1000;

/**
 * How the session cookie reaches the browser:
 * - `header`: a real `Set-Cookie` header, HttpOnly (Node tests and the HTTP mock server);
 * - `document`: written to `document.cookie` by the in-browser mock, because MSW would
 *   otherwise copy mocked `Set-Cookie` headers into localStorage.
 */
export type CookieMode = 'header' | 'document';

/** The failures the Mock API panel can inject into one operation (docs/mock-backend.md). */
export const failureKinds = [
  '401',
  '403',
  '404',
  '429',
  '500 JSON',
  '500 HTML',
  'network error',
  'slow',
] as const;
export type FailureKind = (typeof failureKinds)[number];

/** An injected failure: every call of the operation, or only the next one. */
export type Injection = { kind: FailureKind; once: boolean };

/** What the Mock API panel, scenarios and tests change at run time (kept per browser tab). */
export type MockControl = {
  /** Added latency per call, in ms. */
  latencyMs: number;
  /** Injected failures by operationId; `*` is every operation. */
  injections: Partial<Record<OperationId | '*', Injection>>;
  /** Idle time after which a session ends (contract `cookieAuth`: 30 minutes). */
  sessionIdleMs: number;
  /** Time after login at which a session ends however active (contract `cookieAuth`: 12 h). */
  sessionAbsoluteMs: number;
  /** The named scenario the data was last set up from (mocks/scenarios.ts). */
  scenario: string;
  /**
   * The optional capabilities this backend offers (contract info "Optional capabilities"):
   * every one by default, as the reference; none in the `spec-only` scenario, which then answers
   * like a server with only the specification's operations.
   */
  capabilities: Capability[];
};

export const defaultControl = (): MockControl => ({
  latencyMs: 0,
  injections: {},
  sessionIdleMs,
  sessionAbsoluteMs,
  scenario: 'default',
  capabilities: ['cardTranslations', 'contactExchange', 'insights'],
});

/**
 * What a user or card answer's `data` carries of the capabilities: `{ capabilities }` when the
 * backend offers any, else nothing at all (a server with none never sends the field).
 */
export const announced = (control: MockControl): { capabilities?: Capability[] } =>
  control.capabilities.length ? { capabilities: [...control.capabilities] } : {};

/**
 * The origin the mock's public card pages are on when it cannot know better: the app's dev
 * server (`npm start`, which serves `/profile/{id}`), for the HTTP mock and msw/node without a
 * page.
 */
export const defaultPublicOrigin = 'http://localhost:5173';

export type MockContext = {
  store: Store;
  cookieMode: CookieMode;
  control: MockControl;
  /**
   * The deployment's public origin (contract `mailContactFile`): the card URL in a mailed
   * contact file is `{publicOrigin}/profile/{id}`, never built from the request's `Host`.
   */
  publicOrigin: string;
  /**
   * Where the daily salt of the insights' visitor hashes lives, apart from the store that
   * holds the hashes (the in-browser mock: the tab's sessionStorage, so a reload keeps it);
   * without one, only in memory.
   */
  saltPersistence?: Persistence;
};

export const err = (message: string, errors?: Record<string, string>): ApiError =>
  errors ? { success: false, message, errors } : { success: false, message };

/** The refusals' messages (contract "Reference rules"): the guards', the panel's injected ones. */
export const messagesOf = {
  login: 'Please login.',
  expired: 'Your session has expired. Please login.',
  unverified: 'Please verify your email first.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Profile not found.',
  inactive: 'This profile is inactive.',
} as const;

export const forbidden = err(messagesOf.forbidden);

/** A refusal in the contract's error shape, for any operation (every one lists `Error`). */
export const refuse = (status: number, message: string, init?: { headers?: HeadersInit }) =>
  HttpResponse.json<ApiError>(err(message), { status, ...init });

/** The message of a throttle's 429: the wait in words, rounded up. */
export const tooManyMessage = (waitMs: number) => withWait('requests', waitText(waitMs));

/** The 429 of a throttle (contract "Reference rules", throttles): the wait in words and seconds. */
export const tooMany = (waitMs: number) =>
  refuse(429, tooManyMessage(waitMs), { headers: retryAfter(waitMs) });

/** The 400 body for a failed zod parse: 'Invalid input' plus per-field messages. */
export const invalid = (error: z.core.$ZodError) => err(messages.invalidInput, fieldErrors(error));

/** Reads a JSON body; `undefined` when it is not JSON (the caller answers 400). */
export async function readBody(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** The session behind a request: its user and the SHA-256 hex of its token. */
export type CurrentSession = { user: StoredUser; tokenHash: string };

/** An answer that sets or clears the session cookie is never cached ({@link noStoreIfPersonal}). */
const noStore = { 'Cache-Control': 'no-store' } as const;

/** Session helpers over the store: tokens are kept only as SHA-256 digests. */
export function sessions({ store, cookieMode, control }: MockContext) {
  return {
    /**
     * The live session of the cookie, or why there is none: `none` (no or unknown cookie) or
     * `expired` (idle longer than `control.sessionIdleMs`, or older than
     * `control.sessionAbsoluteMs`; the session is ended). A live session's idle clock restarts.
     */
    async current(cookies: Record<string, string>): Promise<CurrentSession | 'none' | 'expired'> {
      const token = cookies[sessionCookie];
      if (!token) return 'none';
      const tokenHash = await sha256(token);
      const session = store.state.sessions[tokenHash];
      const user = session && store.userById(session.userId);
      if (!session || !user) return 'none';
      const now = Date.now();
      if (
        now - session.lastSeenAt > control.sessionIdleMs ||
        now - session.startedAt > control.sessionAbsoluteMs
      ) {
        delete store.state.sessions[tokenHash];
        store.commit();
        return 'expired';
      }
      session.lastSeenAt = now;
      store.commit();
      return { user, tokenHash };
    },
    /** Starts a session; returns the headers to send with the response. */
    async start(userId: string): Promise<HeadersInit> {
      const token = randomToken();
      store.addSession(await sha256(token), userId);
      store.commit();
      if (cookieMode === 'document') {
        document.cookie = `${sessionCookie}=${token}; Path=/; SameSite=Lax`;
        return noStore;
      }
      return {
        ...noStore,
        'Set-Cookie': `${sessionCookie}=${token}; Path=/; HttpOnly; SameSite=Lax`,
      };
    },
    /** Ends the cookie's session, if any, and always clears the cookie (contract `logout`). */
    async end(cookies: Record<string, string>): Promise<HeadersInit> {
      const token = cookies[sessionCookie];
      if (token) delete store.state.sessions[await sha256(token)];
      store.commit();
      if (cookieMode === 'document') {
        document.cookie = `${sessionCookie}=; Path=/; Max-Age=0; SameSite=Lax`;
        return noStore;
      }
      return {
        ...noStore,
        'Set-Cookie': `${sessionCookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
      };
    },
  };
}
