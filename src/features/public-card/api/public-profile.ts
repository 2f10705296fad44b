import { queryOptions } from '@tanstack/react-query';
import { $api, fetchClient } from '@/api/client';

/** The `count` query parameter (spec §2, §9): 'true' unless the URL says 'false'. */
export type Count = 'true' | 'false';

/** Reads `count` from a URL's search: only 'false' turns tap counting off. */
export function countParam(search: URLSearchParams): Count {
  return search.get('count') === 'false' ? 'false' : 'true';
}

function request(profileId: string, count: Count, signal?: AbortSignal) {
  return fetchClient
    .GET('/api/profile/{profileId}', { params: { path: { profileId }, query: { count } }, signal })
    .then(({ data, error }) => {
      if (error) throw error;
      return data;
    });
}

type Envelope = Awaited<ReturnType<typeof request>>;

/** Requests started by the route loader, waiting for the page's query to pick them up. */
const prefetched = new Map<string, { promise: Promise<Envelope>; startedAt: number }>();
const keyOf = (profileId: string, count: Count) => `${profileId}?count=${count}`;
/** A prefetch older than this is not reused (the page never mounted, e.g. a redirect away). */
const prefetchTtlMs = 10_000;

/**
 * Starts GET /api/profile/{profileId}?count=… now, so it runs while the page's code is still
 * downloading (issue #4 "Speed"). The page's query then takes this request instead of making
 * a second one, which would count a second tap.
 */
export function prefetchPublicProfile(profileId: string, count: Count) {
  const key = keyOf(profileId, count);
  const promise = request(profileId, count);
  promise.catch(() => undefined); // handled by the query that takes it
  prefetched.set(key, { promise, startedAt: Date.now() });
}

function takePrefetched(profileId: string, count: Count) {
  const key = keyOf(profileId, count);
  const entry = prefetched.get(key);
  prefetched.delete(key);
  return entry && Date.now() - entry.startedAt < prefetchTtlMs ? entry.promise : undefined;
}

/**
 * Query options of the public card. Every mount fetches (staleTime 0, no refetch on focus or
 * reconnect): one page view is one request, and so one tap.
 */
export function publicProfileQuery(profileId: string, count: Count) {
  const { queryKey } = $api.queryOptions('get', '/api/profile/{profileId}', {
    params: { path: { profileId }, query: { count } },
  });
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => takePrefetched(profileId, count) ?? request(profileId, count, signal),
    staleTime: 0,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}
