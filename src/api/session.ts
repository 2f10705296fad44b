import { fallbackError, isErrorBody } from './error-message';
import { answerOf, fetchAnswer, succeeded, type Answer } from './answer';
import { peekEarly, requestEarly, takeEarly } from './early-answers';
import { recordFailure } from './failure-status';

/**
 * The session calls (spec §4, §7), written once for the app and the lean card page: the app's
 * session query (src/lib/auth/session.ts) and logout, and the card page's footer. Plain
 * `fetch`, so the card page loads neither the client library nor TanStack Query
 * (docs/decisions/0008-session-query.md).
 */

const checkAuth = '/api/user/check-auth';

/**
 * Starts GET /api/user/check-auth now, an early answer (src/api/early-answers.ts): the
 * dispatcher (src/main.tsx) calls it for every page of the app, so the answer travels while the
 * app's code downloads instead of after it has run (issue #20). The next {@link requestSession}
 * takes this answer.
 */
export function prefetchSession(): void {
  requestEarly(checkAuth);
}

/**
 * GET /api/user/check-auth: the answer; any failure means logged out (spec §4). The first call
 * after {@link prefetchSession} resolves with that request's answer.
 */
export function requestSession(): Promise<Answer> {
  const early = takeEarly(checkAuth);
  return early ? answerOf(early) : fetchAnswer(checkAuth);
}

/** What the early session answer says of the user: which pages' data may start early. */
export type SessionHint = { isVerified: boolean; isAdmin: boolean } | null;

/**
 * The user of {@link prefetchSession}'s answer, unchecked (no contract boundary): a hint for
 * which early requests a page may start (src/app/route-modules.ts), never a guard. `null` when
 * logged out, or when there is no early answer (not started, or already taken). Never rejects.
 */
export async function earlySessionHint(): Promise<SessionHint> {
  const peeked = peekEarly(checkAuth);
  const answer = peeked ? await answerOf(peeked) : undefined;
  if (!succeeded(answer)) return null;
  const user = (answer?.body as { data?: { user?: Record<string, unknown> } } | null)?.data?.user;
  if (typeof user !== 'object' || user === null) return null;
  return { isVerified: user.isVerified === true, isAdmin: user.isAdmin === true };
}

/**
 * POST /api/user/logout. Resolves when the server ended the session; else rejects with the
 * error body (the server's, or spec §8's fallback) and its status (`failureStatus`).
 */
export async function requestLogout(): Promise<void> {
  const answer = await fetchAnswer('/api/user/logout', { method: 'POST' });
  if (answer !== undefined && succeeded(answer)) return;
  const body = answer && isErrorBody(answer.body) ? answer.body : { ...fallbackError };
  throw recordFailure(body, answer?.status ?? 503);
}
