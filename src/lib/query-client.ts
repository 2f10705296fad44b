import { hashKey, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { MaybeOptionalInit } from 'openapi-fetch';
import { failureStatus } from '@/api/failure-status';
import type { paths } from '@/api/generated/schema.gen';
import { sessionQuery, type SessionData } from '@/lib/auth/session';

/** Every contract path that answers GET: what a query can hold. */
export type QueryPath = {
  [P in keyof paths]: paths[P] extends { get: object } ? P : never;
}[keyof paths];

/**
 * What a mutation makes stale: a GET path of the contract (every query of it, whatever its
 * parameters), or a path with the request init of `$api.queryOptions('get', path, init)` (the
 * queries whose init contains it, e.g. one card: `{ params: { path: { profileId } } }`).
 */
export type Invalidation = {
  [P in QueryPath]: P | readonly [P, NonNullable<MaybeOptionalInit<paths[P], 'get'>>];
}[QueryPath];

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The queries to invalidate after the mutation succeeds (`[]`: none). */
      invalidates: readonly Invalidation[];
    };
  }
}

/**
 * The query key prefix of an {@link Invalidation}: openapi-react-query's own key shape,
 * `['get', path]` or `['get', path, init]`, which TanStack Query matches as a prefix (and an
 * init partially), so nobody writes a key by hand.
 */
export function invalidationKey(entry: Invalidation): readonly unknown[] {
  return typeof entry === 'string' ? ['get', entry] : ['get', ...entry];
}

/**
 * A QueryClient with declarative invalidation: a mutation lists what it makes stale in
 * `meta.invalidates` and this cache does the work (eslint.config.js requires it of every
 * `useMutation`). No retries on failure: a failed call is shown at once with the server's message
 * (spec §8). A 401 from any query or mutation ends the session here, the one place: the session
 * query becomes `null` and the guards send the user to /login (spec §4;
 * docs/decisions/0008-session-query-one-card-page.md). Whenever the session query leaves a user
 * (logout, a 401, another user's login) every other query is dropped
 * ({@link forgetUserOnSessionChange}).
 */
export function createQueryClient() {
  const endSession = (error: unknown) => endSessionOn401(client, error);
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({ onError: endSession }),
    mutationCache: new MutationCache({
      onError: endSession,
      onSuccess: async (_data, _variables, _context, mutation) => {
        const entries = mutation.meta?.invalidates ?? [];
        await Promise.all(
          entries.map((entry) => client.invalidateQueries({ queryKey: invalidationKey(entry) })),
        );
      },
    }),
  });
  forgetUserOnSessionChange(client);
  return client;
}

/**
 * Ends the session on a 401 (`error` a failure of any call, spec §4): the session query becomes
 * `null`. The query cache calls it for every query and mutation; a route loader that asked for
 * its data beside the session check calls it again once that check has answered, because an
 * answer arriving after the 401 would otherwise bring the user back.
 */
export function endSessionOn401(client: QueryClient, error: unknown): void {
  if (failureStatus(error) === 401) client.setQueryData(sessionQuery.queryKey, null);
}

/**
 * Calls `listener` with the user id each time the session query's user changes (`undefined`
 * when logged out), after the session check's first answer. Returns a function that stops.
 */
function onUserChange(
  client: QueryClient,
  listener: (next: string | undefined, previous: string | undefined) => void,
): () => void {
  const sessionHash = hashKey(sessionQuery.queryKey);
  let userId: string | undefined;
  let known = false;
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== sessionHash) return;
    if (event.action.type !== 'success') return;
    const next = (event.query.state.data as SessionData | null | undefined)?.user._id;
    const previous = userId;
    userId = next;
    if (known && next !== previous) listener(next, previous);
    known = true;
  });
}

/**
 * The one place a user's cached data is forgotten: when the session query's user changes from
 * a user to `null` (logout, a 401 after the server ended the session: idle or absolute expiry,
 * a password reset elsewhere) or to another user, every query but the session's is removed, so
 * the next user of the tab never sees the previous one's cards or account, and their pages load
 * their own (ASVS V8.2.3 for a shared device). Data cached while logged out (a public card) is
 * kept at login. Removed, not invalidated: an invalidated query still shows its data.
 */
function forgetUserOnSessionChange(client: QueryClient) {
  const sessionHash = hashKey(sessionQuery.queryKey);
  onUserChange(client, (_next, previous) => {
    if (previous === undefined) return;
    client.removeQueries({ predicate: (query) => query.queryHash !== sessionHash });
  });
}

/**
 * Calls `listener` whenever the session's user is lost: logout, or a 401 from any call (the
 * query cache sets the session to `null`). Returns a function that stops.
 */
export function onSessionLost(client: QueryClient, listener: () => void): () => void {
  return onUserChange(client, (next, previous) => {
    if (previous !== undefined && next === undefined) listener();
  });
}
