import { $api } from '@/api/client';

/**
 * PATCH /api/user/{id} (spec §7): name and phone, or old and new password → `data.user`.
 * No cached query holds the user (the auth context does), so nothing is invalidated.
 */
export const useUpdateUser = () =>
  $api.useMutation('patch', '/api/user/{id}', { meta: { invalidates: [] } });
