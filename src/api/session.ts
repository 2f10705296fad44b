import type { ApiClient } from './create-client';
import { recordFailure } from './failure-status';
import type { components } from './generated/schema.gen';

/**
 * The session calls (spec §4, §7), written once for the app and the card: the app's session
 * query (src/lib/auth/session.ts) and logout run them on the app's client, the card's footer
 * on the card's (src/card/card-client.ts).
 */

/** What a user answer carries: the user and the optional capabilities the server announced. */
export type SessionData = components['schemas']['UserEnvelope']['data'];
export type User = components['schemas']['User'];

/**
 * GET /api/user/check-auth (contract `checkAuth`): the answer's `data`, or `null` when logged
 * out, which any failure means (spec §4: a failed check is swallowed). Never rejects.
 */
export async function readSession(client: ApiClient): Promise<SessionData | null> {
  const { data } = await client.GET('/api/user/check-auth');
  return data?.data ?? null;
}

/**
 * POST /api/user/logout (contract `logout`). Resolves when the server ended the session; else
 * rejects with the error body (the server's, or spec §8's fallback), its status recorded
 * (`failureStatus`).
 */
export async function requestLogout(client: ApiClient): Promise<void> {
  const { error, response } = await client.POST('/api/user/logout');
  if (error !== undefined) throw recordFailure(error, response.status);
}
