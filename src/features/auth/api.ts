import { $api } from '@/api/client';
import { useSessionFromAnswer } from '@/lib/auth/session';

/*
 * The auth calls of spec §7. Register, login and verify write the session query with the
 * answer's user (spec §4); none makes another cached query stale (logout drops the whole cache).
 */

/** POST /api/user/register → `data.user` (unverified, session started). */
export const useRegister = () =>
  $api.useMutation('post', '/api/user/register', {
    meta: { invalidates: [] },
    onSuccess: useSessionFromAnswer(),
  });

/** POST /api/user/login → `data.user`. */
export const useLogin = () =>
  $api.useMutation('post', '/api/user/login', {
    meta: { invalidates: [] },
    onSuccess: useSessionFromAnswer(),
  });

/** POST /api/user/verify-email `{ code }` → `data.user` (verified). */
export const useVerifyEmail = () =>
  $api.useMutation('post', '/api/user/verify-email', {
    meta: { invalidates: [] },
    onSuccess: useSessionFromAnswer(),
  });

/** POST /api/user/resend-verification: mails a new code. */
export const useResendCode = () =>
  $api.useMutation('post', '/api/user/resend-verification', { meta: { invalidates: [] } });

/** POST /api/user/forgot-password `{ email }`: mails a reset link. */
export const useForgotPassword = () =>
  $api.useMutation('post', '/api/user/forgot-password', { meta: { invalidates: [] } });

/** POST /api/user/reset-password/{resetToken} `{ password }`. */
export const useResetPassword = () =>
  $api.useMutation('post', '/api/user/reset-password/{resetToken}', { meta: { invalidates: [] } });
