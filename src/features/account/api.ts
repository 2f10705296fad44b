import { $api } from '@/api/client';
import { useSessionFromAnswer } from '@/lib/auth/session';

/**
 * PATCH /api/user/{id} (spec §7): name and phone, or old and new password → `data.user`,
 * written to the session query (spec §4); nothing else is made stale.
 */
export const useUpdateUser = () =>
  $api.useMutation('patch', '/api/user/{id}', {
    meta: { invalidates: [] },
    onSuccess: useSessionFromAnswer(),
  });
