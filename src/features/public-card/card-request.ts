import type { operations } from '@/api/schema.gen';
import { fetchAnswer, type Answer } from '@/api/answer';
import { isCardId } from '@/lib/card-id';

/** The `count` query parameter (spec §2, §9): 'true' unless the URL says 'false'. */
export type Count = NonNullable<
  NonNullable<operations['getPublicProfile']['parameters']['query']>['count']
>;

/** Reads `count` from a URL's search: only 'false' turns tap counting off. */
export function countParam(search: URLSearchParams): Count {
  return search.get('count') === 'false' ? 'false' : 'true';
}

/** What the server answered for a card (see {@link Answer}). */
export type CardAnswer = Answer;

/**
 * GET /api/profile/{profileId}?count=… (the one call of the lean card page, started by
 * src/main.tsx before any framework code, issue #10). Never rejects; the answer is checked by
 * `checkCardAnswer` (card-answer.ts), which the dispatcher does not load, so this module stays
 * a few hundred bytes.
 */
export async function fetchCardAnswer(profileId: string, count: Count): Promise<CardAnswer> {
  // An id outside the contract's pattern is no card; it never becomes a path (`..`).
  if (!isCardId(profileId)) {
    return { status: 404, body: { success: false, message: 'Profile not found.' } };
  }
  return fetchAnswer(`/api/profile/${encodeURIComponent(profileId)}?count=${count}`);
}
