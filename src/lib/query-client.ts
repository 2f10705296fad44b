import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';

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
 * failure: a failed call is shown at once with the server's message (spec §8).
 */
export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onSuccess: async (_data, _variables, _context, mutation) => {
        const keys = mutation.meta?.invalidates ?? [];
        await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      },
    }),
  });
  return client;
}
