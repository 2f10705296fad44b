import type { components, operations } from '@/api/schema.gen';
import { cardSourceValues } from '@/api/contract-lists.gen';
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

/** Where a visit came from (contract `CardSource`). */
export type CardSource = components['schemas']['CardSource'];

/** Reads `s` (card-url.ts) from a URL's search: a known source, else `direct`. */
function sourceParam(search: URLSearchParams): CardSource {
  const s = search.get('s');
  return cardSourceValues.find((known) => known === s) ?? 'direct';
}

/** How a card page was opened: whether it counts, and from where (contract "Insights"). */
export type CardVisit = { count: Count; source: CardSource };

/**
 * The visit of the page's URL, with `s` taken out of the address bar (history replaced, its
 * state kept), so a visitor who copies the address and passes the card on does not pass the
 * source along.
 */
export function takeVisit(location: Location, history: History): CardVisit {
  const search = new URLSearchParams(location.search);
  const visit = { count: countParam(search), source: sourceParam(search) };
  if (search.has('s')) {
    search.delete('s');
    const rest = search.toString();
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`,
    );
  }
  return visit;
}

/** What the server answered for a card (see {@link Answer}). */
export type CardAnswer = Answer;

/**
 * GET /api/profile/{profileId}?count=… (contract `getPublicProfile`), the card's one request,
 * built here for both who ask it: the lean card page (src/main.tsx starts it before any
 * framework code, with `fetchAnswer`) and the card renderer (edge/handler.ts, with its own
 * `request` to the API origin). Never rejects (as long as `request` does not); the answer is
 * checked by `checkCardAnswer` (card-answer.ts), which the dispatcher does not load, so this
 * module stays a few hundred bytes.
 * @param request asks the API for a path (`/api/…` with its query string)
 */
export async function fetchCardAnswer(
  profileId: string,
  count: Count,
  request: (path: string) => Promise<Answer> = fetchAnswer,
): Promise<CardAnswer> {
  // An id outside the contract's pattern is no card; it never becomes a path (`..`).
  if (!isCardId(profileId)) {
    return { status: 404, body: { success: false, message: 'Profile not found.' } };
  }
  return request(`/api/profile/${encodeURIComponent(profileId)}?count=${count}`);
}
