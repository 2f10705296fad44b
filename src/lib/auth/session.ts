import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { $api } from '@/api/client';
import { requestSession } from '@/api/session';
import { sessionUser, type User } from '@/api/session-user';

export type { User } from '@/api/session-user';

/**
 * The current user (spec §4), a query of check-auth: `null` when logged out. Checked once per
 * app start (staleTime Infinity); after that it changes only by being written: login, register,
 * verify and account mutations set it from their answer (`useSetSession`), logout and a 401
 * from any call (src/lib/query-client.ts) set `null`. Any failure of the check is swallowed and
 * means logged out. The request is the plain `requestSession` the card page's footer calls too;
 * `sessionUser` reads its answer through the contract boundary, as the dispatcher's early start
 * does (docs/decisions/0008-session-query.md).
 */
export const sessionQuery = queryOptions({
  queryKey: $api.queryOptions('get', '/api/user/check-auth').queryKey,
  queryFn: async (): Promise<User | null> => sessionUser(await requestSession()),
  staleTime: Infinity,
});

/** `loading` until the session check has ended; `user` null when logged out (spec §4). */
export function useSession(): { loading: boolean; user: User | null } {
  const { data, isPending } = useQuery(sessionQuery);
  return { loading: isPending, user: data ?? null };
}

/** Writes the current user (from a mutation's answer), or `null` (logged out). */
export function useSetSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User | null) => queryClient.setQueryData(sessionQuery.queryKey, user),
    [queryClient],
  );
}

/**
 * `onSuccess` of a mutation whose answer carries the user (register, login, verify, account
 * edits): that user becomes the session (spec §4).
 */
export function useSessionFromAnswer() {
  const setSession = useSetSession();
  return useCallback(({ data }: { data: { user: User } }) => setSession(data.user), [setSession]);
}
