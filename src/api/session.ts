import { fallbackError, isErrorBody } from './error-message';
import { fetchAnswer, succeeded } from './answer';
import { recordFailure } from './failure-status';

/**
 * The session calls (spec §4, §7), written once for the app and the lean card page: the app's
 * session query (src/lib/auth/session.ts) and logout, and the card page's footer. Plain
 * `fetch`, so the card page loads neither the client library nor TanStack Query
 * (docs/decisions/0008-session-query.md).
 */

/** GET /api/user/check-auth: the answer; any failure means logged out (spec §4). */
export const requestSession = () => fetchAnswer('/api/user/check-auth');

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
