import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { $api, fetchClient } from '@/api/client';
import { readSession, type SessionData, type User } from '@/api/session';

export type { SessionData, User } from '@/api/session';

/**
 * The current user (spec §4), a query of check-auth: `null` when logged out. Checked once per
 * app start (staleTime Infinity) by the first route loader that needs it (src/app/guards.ts);
 * after that it changes only by being written: login, register, verify and account mutations
 * set it from their answer (`useSetSession`), logout and a 401 from any call
 * (src/lib/query-client.ts) set `null`. Any failure of the check means logged out
 * (docs/decisions/0008-session-query.md). It keeps the answer's `data`: the user and the
 * capabilities the server announced with it.
 */
export const sessionQuery = queryOptions({
  queryKey: $api.queryOptions('get', '/api/user/check-auth').queryKey,
  queryFn: (): Promise<SessionData | null> => readSession(fetchClient),
  staleTime: Infinity,
});

/** `loading` until the session check has ended; `user` null when logged out (spec §4). */
export function useSession(): { loading: boolean; user: User | null } {
  const { data, isPending } = useQuery(sessionQuery);
  return { loading: isPending, user: data?.user ?? null };
}

/** Writes the session (a user answer's `data`, from a mutation), or `null` (logged out). */
export function useSetSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (session: SessionData | null) => queryClient.setQueryData(sessionQuery.queryKey, session),
    [queryClient],
  );
}

/**
 * `onSuccess` of a mutation whose answer carries the user (register, login, verify, account
 * edits): that answer's `data` (the user and the server's capabilities) becomes the session
 * (spec §4).
 */
export function useSessionFromAnswer() {
  const setSession = useSetSession();
  return useCallback(({ data }: { data: SessionData }) => setSession(data), [setSession]);
}
