import { experimental_streamedQuery as streamedQuery, queryOptions } from '@tanstack/react-query';
import { $api, fetchClient, type Schemas } from '@/api/client';
import { recordFailure } from '@/api/failure-status';

type ProfileList = Schemas['ProfileListEnvelope'];

/**
 * Cards per page of All Profiles (contract `listProfiles`, optional paging: at most 100). The
 * early start of /dashboard/all-profiles (src/config/routes.ts) asks for the first page with the
 * same query, byte for byte.
 */
export const allProfilesPageSize = 100;

/** The contract's last page of `listProfiles` (`page` at most 10,000). */
const lastPage = 10_000;

/** The first page's query of All Profiles, as the early start sends it. */
export const allProfilesFirstPage = {
  admin: 'true',
  page: 1,
  pageSize: allProfilesPageSize,
} as const;

/**
 * All Profiles' list with the card count of every page: `profiles` holds the pages loaded so far,
 * `count` every card. `unfinished` is set when a later page failed to load: the cards loaded stay
 * on screen and a refetch loads them all again.
 */
export type AllProfilesList = ProfileList & { unfinished?: true };

/**
 * The pages of every card for an admin (`admin=true`), one after another, each yielded when it
 * arrives (contract `listProfiles`, optional paging). A server without paging answers every
 * card to the first request (no `page` in its answer), which ends the stream. A failure of the
 * first page, or a 401 on any, is the query's error; of a later page, one last chunk marked
 * `unfinished`.
 */
async function* allProfilePages(signal: AbortSignal): AsyncGenerator<AllProfilesList> {
  for (let page = 1; ; page += 1) {
    const { data, error, response } = await fetchClient.GET('/api/profile', {
      params: { query: { ...allProfilesFirstPage, page } },
      signal,
    });
    if (!data) {
      // With its status, as $api's calls record it: a 401 ends the session
      // (src/lib/query-client.ts), on any page.
      if (page === 1 || response.status === 401) throw recordFailure(error, response.status);
      yield { success: true, message: '', data: { profiles: [], count: 0 }, unfinished: true };
      return;
    }

    yield data;
    const { profiles, count, page: paged } = data.data;
    // A server without paging answers every card (no `page`), one that pages the page asked
    // for. Anything else (another page, an empty one, a page past the contract's last) ends the
    // list here, so a wrong `count` cannot keep the page asking.
    const last = page >= lastPage || page * allProfilesPageSize >= count;
    if (paged !== page || profiles.length === 0 || last) return;
  }
}

/** Appends a page to the pages before it; the newest page's `count` holds. */
function appendPage(loaded: AllProfilesList | null, next: AllProfilesList): AllProfilesList {
  if (!loaded) return next;
  if (next.unfinished) return { ...loaded, unfinished: true };
  return {
    ...next,
    data: { ...next.data, profiles: [...loaded.data.profiles, ...next.data.profiles] },
  };
}

/** Query options of the user's own cards (one request; spec §2 My Profiles). */
export function myProfilesQuery() {
  return $api.queryOptions('get', '/api/profile');
}

/**
 * Query options of every card, for an admin, page by page (TanStack Query's `streamedQuery`: the
 * first page is on screen while the next ones load; a refetch keeps the list until the new one
 * is whole). Its key starts with `['get', '/api/profile']` as {@link myProfilesQuery}'s, so what
 * changes a card refreshes either list.
 */
export function allProfilesQuery() {
  return queryOptions({
    queryKey: ['get', '/api/profile', { params: { query: { admin: 'true' } } }] as const,
    queryFn: streamedQuery({
      streamFn: ({ signal }) => allProfilePages(signal),
      reducer: appendPage,
      // Not `undefined`: streamedQuery would take its default, an empty array.
      initialValue: null as AllProfilesList | null,
      refetchMode: 'replace',
    }),
  });
}
