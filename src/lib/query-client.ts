import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { failureStatus } from '@/api/failure-status';
import { sessionQuery } from '@/lib/auth/session';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Query keys (or key prefixes) to invalidate after the mutation succeeds. */
      invalidates?: QueryKey[];
    };
  }
}

/**
 * A QueryClient with declarative invalidation: a mutation lists what it makes stale in
 * `meta.invalidates` and this cache does the work (STYLE.md convention 5). No retries on
 * failure: a failed call is shown at once with the server's message (spec §8). A 401 from any
 * query or mutation ends the session here, the one place: the session query becomes `null` and
 * the guards send the user to /login (spec §4; docs/decisions/0008-session-query.md).
 */
export function createQueryClient() {
  const endSessionOn401 = (error: unknown) => {
    if (failureStatus(error) === 401) client.setQueryData(sessionQuery.queryKey, null);
  };
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({ onError: endSessionOn401 }),
    mutationCache: new MutationCache({
      onError: endSessionOn401,
      onSuccess: async (_data, _variables, _context, mutation) => {
        const keys = mutation.meta?.invalidates ?? [];
        await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      },
    }),
  });
  return client;
}
