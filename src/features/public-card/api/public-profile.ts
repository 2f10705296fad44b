import { queryOptions } from '@tanstack/react-query';
import { $api } from '@/api/client';
import { requestCard } from '../card-answer';
import type { Count } from '../card-request';

export { countParam, type Count } from '../card-request';

/**
 * GET /api/profile/{profileId}?count=…: the envelope, or throws the error body. The same
 * request as the lean card page's (one way to load a card, through the same checks).
 */
export function fetchPublicProfile(profileId: string, count: Count, signal?: AbortSignal) {
  return requestCard(profileId, count, signal);
}

/**
 * One visit of the page: a number that changes with every route load, and the request the
 * route loader already started for it (absent where no loader ran, e.g. in Storybook).
 */
export type Visit = { id: number; request?: ReturnType<typeof fetchPublicProfile> };

/**
 * Query options of the public card for one visit. A visit is fetched once (staleTime
 * Infinity, no refetch on focus or reconnect): re-renders and remounts (StrictMode, page
 * transitions) reuse it, so a view counts one tap; a new visit is a new query. The request
 * the loader started is used instead of a second one.
 */
export function publicProfileQuery(profileId: string, count: Count, visit: Visit = { id: 0 }) {
  const { queryKey } = $api.queryOptions('get', '/api/profile/{profileId}', {
    params: { path: { profileId }, query: { count } },
  });
  // profileId and count are inside the $api key; visit.request belongs to visit.id.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [...queryKey, { visit: visit.id }] as unknown as typeof queryKey,
    queryFn: ({ signal }) => visit.request ?? fetchPublicProfile(profileId, count, signal),
    staleTime: Infinity,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}
