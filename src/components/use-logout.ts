import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, fetchClient } from '@/api/client';
import { useAuth } from '@/lib/auth/auth-context';
import { toast } from '@/lib/toast';

/**
 * Logout of spec §4, shared by the footer and the dashboard menu. `busy` blocks repeated
 * clicks. On success: the user is cleared (only after the call succeeded), 'Logged out',
 * /login replacing the history entry, and every cached query of that user is dropped. On
 * failure: the server's message or 'Logout failed' (spec §8); the user stays logged in.
 */
export function useLogout() {
  const [busy, setBusy] = useState(false);
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function logout() {
    if (busy) return;
    setBusy(true);
    try {
      const { error } = await fetchClient.POST('/api/user/logout');
      if (error) {
        toast.error(errorMessage(error, 'Logout failed'));
        return;
      }
      setUser(null);
      toast.success('Logged out');
      await navigate('/login', { replace: true });
      queryClient.removeQueries();
    } finally {
      setBusy(false);
    }
  }

  return { logout, busy };
}
