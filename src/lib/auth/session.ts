import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { succeeded } from '@/api/answer';
import { checkResponse, UnreadableResponseError } from '@/api/boundary';
import { capabilitiesOf, type Capability } from '@/api/capabilities';
import { $api, type Schemas } from '@/api/client';
import { requestSession } from '@/api/session';

export type User = Schemas['User'];

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
 * its answer passes the contract boundary here (docs/decisions/0008-session-query.md).
 */
export const sessionQuery = queryOptions({
  queryKey: $api.queryOptions('get', '/api/user/check-auth').queryKey,
  queryFn: async (): Promise<SessionData | null> => {
    const answer = await requestSession();
    if (answer === undefined || !succeeded(answer)) return null;
    try {
      const checked = checkResponse<Schemas['UserEnvelope']>(
        'checkAuth',
        answer.status,
        answer.body,
      );
      return checked.body.data;
    } catch (error) {
      if (error instanceof UnreadableResponseError) return null;
      throw error;
    }
  },
  staleTime: Infinity,
});

/** `loading` until the session check has ended; `user` null when logged out (spec §4). */
export function useSession(): { loading: boolean; user: User | null } {
  const { data, isPending } = useQuery(sessionQuery);
  return { loading: isPending, user: data?.user ?? null };
}

/**
 * Whether the server announced an optional capability with the session's user answer
 * (contract info "Optional capabilities"). False while loading, when logged out and against a
 * server that announced nothing: the app then shows no trace of the capability.
 */
export function useCapability(name: Capability): boolean {
  const { data } = useQuery({ ...sessionQuery, select: (d) => capabilitiesOf(d).has(name) });
  return data ?? false;
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
