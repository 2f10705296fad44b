import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { requestLogout } from '@/api/session';
import { useSetSession } from '@/lib/auth/session';
import { toast } from '@/lib/toast';
import { useSessionLogout } from './use-session-logout';

/**
 * Logout of spec §4 in the app (the footer and the dashboard menu). On success: the session
 * becomes `null` (only after the call succeeded), 'Logged out', /login replacing the history
 * entry, and every cached query of that user is dropped. On failure: the server's message or
 * 'Logout failed' (spec §8); a 401 ends the session like any call's (src/lib/query-client.ts).
 */
export function useLogout() {
  const setSession = useSetSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({ mutationFn: requestLogout, meta: { invalidates: [] } });
  return useSessionLogout({
    request: mutateAsync,
    done: async () => {
      setSession(null);
      toast.success('Logged out');
      await navigate('/login', { replace: true });
      queryClient.removeQueries();
      // Still logged out, without a new session check.
      setSession(null);
    },
    failed: (message) => toast.error(message),
  });
}
