import { translateMessage } from '@/components/server-messages';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { fetchClient } from '@/api/client';
import { requestLogout } from '@/api/session';
import { href } from '@/config/paths';
import { useSetSession } from '@/lib/auth/session';
import { toast } from '@/lib/toast';
import { useSessionLogout } from './use-session-logout';

/**
 * Logout of spec §4 in the app (the footer and the dashboard menu). On success: the session
 * becomes `null` (only after the call succeeded), which drops every cached query of that user
 * (src/lib/query-client.ts, the one place for logout and a 401 alike), 'Logged out', and
 * /login replacing the history entry. On failure: the server's message or 'Logout failed'
 * (spec §8); a 401 ends the session like any call's.
 */
export function useLogout() {
  const { t, i18n } = useLingui();
  const setSession = useSetSession();
  const navigate = useNavigate();
  const { mutateAsync } = useMutation({
    mutationFn: () => requestLogout(fetchClient),
    meta: { invalidates: [] },
  });
  return useSessionLogout({
    request: mutateAsync,
    done: async () => {
      setSession(null);
      toast.success(t`Logged out`);
      await navigate(href('login'), { replace: true });
    },
    failed: (message) => toast.error(translateMessage(i18n, message)),
  });
}
