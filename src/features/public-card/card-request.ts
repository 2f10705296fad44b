import type { operations } from '@/api/schema.gen';
import { env } from '@/config/env';
import { isCardId } from '@/lib/card-id';

/** The `count` query parameter (spec §2, §9): 'true' unless the URL says 'false'. */
export type Count = NonNullable<
  NonNullable<operations['getPublicProfile']['parameters']['query']>['count']
>;

/** Reads `count` from a URL's search: only 'false' turns tap counting off. */
export function countParam(search: URLSearchParams): Count {
  return search.get('count') === 'false' ? 'false' : 'true';
}

/** The card number in a public card path (`/profile/{id}`), else undefined. */
export function cardIdOf(pathname: string): string | undefined {
  const match = /^\/profile\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/**
 * What the server answered for a card: the status and the parsed JSON body, or `undefined`
 * when there was no readable answer (a network failure, an HTML page from a proxy).
 */
export type CardAnswer = { status: number; body: unknown } | undefined;

/**
 * GET /api/profile/{profileId}?count=… with plain `fetch` (no client library: this is the one
 * call of the lean card page, started by src/main.tsx before any framework code, issue #10).
 * Never rejects; the answer is checked by `checkCardAnswer` (card-answer.ts), which the
 * dispatcher does not load, so this module stays a few hundred bytes.
 */
export async function fetchCardAnswer(
  profileId: string,
  count: Count,
  signal?: AbortSignal,
): Promise<CardAnswer> {
  // An id outside the contract's pattern is no card; it never becomes a path (`..`).
  if (!isCardId(profileId)) {
    return { status: 404, body: { success: false, message: 'Profile not found.' } };
  }
  const url = `${env.apiBaseUrl}/api/profile/${encodeURIComponent(profileId)}?count=${count}`;
  try {
    // Looked up at call time, so MSW's interception in Node sees it.
    const response = await globalThis.fetch(url, { credentials: 'include', signal });
    return { status: response.status, body: JSON.parse(await response.text()) as unknown };
  } catch {
    return undefined;
  }
}
