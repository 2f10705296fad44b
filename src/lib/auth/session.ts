import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { capabilitiesOf, type Capability } from '@/api/capabilities';
import { $api, type Schemas } from '@/api/client';
import { requestSession } from '@/api/session';
import { sessionData, type User } from '@/api/session-user';

export type { User } from '@/api/session-user';

/**
 * What the session query keeps: the `data` of the user answer (`UserEnvelope`), i.e. the user
 * and the optional capabilities the server announced with it (src/api/capabilities.ts).
 */
export type SessionData = Schemas['UserEnvelope']['data'];

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
  queryFn: async (): Promise<SessionData | null> => sessionData(await requestSession()),
  staleTime: Infinity,
});

/** `loading` until the session check has ended; `user` null when logged out (spec §4). */
export function useSession(): { loading: boolean; user: User | null } {
  const { data, isPending } = useQuery(sessionQuery);
  return { loading: isPending, user: data?.user ?? null };
}

/**
 * The optional capabilities the server announced with the session's user answer (contract info
 * "Optional capabilities"). Empty while loading, when logged out and against a server that
 * announced nothing: the app then shows no trace of them.
 */
export function useCapabilities(): ReadonlySet<Capability> {
  const { data } = useQuery({ ...sessionQuery, select: capabilitiesOf });
  return data ?? capabilitiesOf(null);
}

/** Whether the server announced `name` ({@link useCapabilities}). */
export function useCapability(name: Capability): boolean {
  return useCapabilities().has(name);
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
