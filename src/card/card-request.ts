import type { ApiClient } from '@/api/create-client';
import { cardSourceValues } from '@/api/generated/lists/card-source-values.gen';
import type { components, operations } from '@/api/generated/schema.gen';
import { countParam } from '@/config/card-preload';
import { isCardId } from '@/lib/card-id';

type Schemas = components['schemas'];

/**
 * The `count` query parameter (spec §2, §9): 'true' unless the URL says 'false', read by
 * `countParam` (src/config/card-preload.ts), which the host's preload of this request shares.
 */
export type Count = NonNullable<
  NonNullable<operations['getPublicProfile']['parameters']['query']>['count']
>;

/** Where a visit came from (contract `CardSource`). */
export type CardSource = Schemas['CardSource'];

/** Reads `s` (src/lib/card-url.ts) from a URL's search: a known source, else `direct`. */
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

/**
 * What the card's request gave (contract `getPublicProfile`), through the client's contract
 * boundary and failure normalisation: the envelope (repaired where a field was malformed), or
 * the failure's body (the server's, else spec §8's fallback), with the HTTP status.
 */
export type CardAnswer =
  | { status: number; envelope: Schemas['PublicProfileEnvelope']; failure?: undefined }
  | { status: number; envelope?: undefined; failure: Schemas['Error'] };

/**
 * GET /api/profile/{profileId}?count=… (contract `getPublicProfile`), the card's one request,
 * for everyone who asks it: the card's entry (src/card/main.tsx), and the card renderer
 * (edge/handler.ts) with its own `init` (the API's origin, a timeout). A card id outside the
 * contract's pattern is no card: it never becomes a path (`..`), and the answer is the 404 a
 * server gives. Never rejects (as long as `init.fetch` does not).
 * @param init openapi-fetch request options: `baseUrl`, `fetch` (an embedded answer's), `signal`
 */
export async function requestCard(
  client: ApiClient,
  profileId: string,
  count: Count,
  init: {
    baseUrl?: string;
    fetch?: (request: Request) => Promise<Response>;
    signal?: AbortSignal;
  } = {},
): Promise<CardAnswer> {
  if (!isCardId(profileId)) {
    return { status: 404, failure: { success: false, message: 'Profile not found.' } };
  }
  const { data, error, response } = await client.GET('/api/profile/{profileId}', {
    params: { path: { profileId }, query: { count } },
    ...init,
  });
  return data
    ? { status: response.status, envelope: data }
    : { status: response.status, failure: error };
}
