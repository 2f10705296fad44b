import { queryOptions } from '@tanstack/react-query';
import { $api, fetchClient } from '@/api/client';
import type { operations } from '@/api/schema.gen';

/** The `count` query parameter (spec §2, §9): 'true' unless the URL says 'false'. */
export type Count = NonNullable<
  NonNullable<operations['getPublicProfile']['parameters']['query']>['count']
>;

/** Reads `count` from a URL's search: only 'false' turns tap counting off. */
export function countParam(search: URLSearchParams): Count {
  return search.get('count') === 'false' ? 'false' : 'true';
}

/** GET /api/profile/{profileId}?count=…: the envelope, or throws the normalised error body. */
export function fetchPublicProfile(profileId: string, count: Count, signal?: AbortSignal) {
  return fetchClient
    .GET('/api/profile/{profileId}', { params: { path: { profileId }, query: { count } }, signal })
    .then(({ data, error }) => {
      if (error) throw error;
      return data;
    });
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
