import { failureBody } from './error-message';
import { answerOf, fetchAnswer, succeeded, type Answer } from './answer';
import { requestEarly, takeEarly } from './early-answers';
import { recordFailure } from './failure-status';

/**
 * The session calls (spec §4, §7), written once for the app and the lean card page: the app's
 * session query (src/lib/auth/session.ts) and logout, and the card page's footer. Plain
 * `fetch`, so the card page loads neither the client library nor TanStack Query
 * (docs/decisions/0008-session-query.md).
 */

/** The session check's path (GET). */
export const checkAuthPath = '/api/user/check-auth';

/**
 * Starts GET /api/user/check-auth now, an early answer (src/api/early-answers.ts): the
 * dispatcher (src/main.tsx) calls it for every page of the app, so the answer travels while the
 * app's code downloads instead of after it has run (issue #20). The next {@link requestSession}
 * takes this answer.
 */
export function prefetchSession(): void {
  requestEarly(checkAuthPath);
}

/**
 * GET /api/user/check-auth: the answer, read by `sessionUser` (src/api/session-user.ts); any
 * failure means logged out (spec §4). The first call after {@link prefetchSession} resolves
 * with that request's answer.
 */
export function requestSession(): Promise<Answer> {
  const early = takeEarly(checkAuthPath);
  return early ? answerOf(early) : fetchAnswer(checkAuthPath);
}

/**
 * POST /api/user/logout. Resolves when the server ended the session; else rejects with the
 * error body (the server's, or spec §8's fallback) and its status (`failureStatus`).
 */
export async function requestLogout(): Promise<void> {
  const answer = await fetchAnswer('/api/user/logout', { method: 'POST' });
  if (answer !== undefined && succeeded(answer)) return;
  throw recordFailure(failureBody(answer?.body), answer?.status ?? 503);
}
