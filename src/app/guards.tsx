import { useEffect, useRef } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useAuth } from '@/lib/auth/auth-context';
import { toast } from '@/lib/toast';

type Toast = { kind: 'info' | 'error'; message: string };

/** Redirects once, with its toast (spec §8), replacing the history entry. */
function RedirectWithToast({ to, toastMessage }: { to: string; toastMessage?: Toast }) {
  const shown = useRef(false);
  useEffect(() => {
    if (toastMessage && !shown.current) {
      shown.current = true;
      toast[toastMessage.kind](toastMessage.message);
    }
  }, [toastMessage]);
  return <Navigate to={to} replace />;
}

/** Spec §2 public-only routes: logged-in users go to /dashboard or /verify-email. */
export function PublicOnlyRoute() {
  const { loading, user } = useAuth();
  if (loading) return <FullPageSpinner />;
  if (user && !user.isVerified) {
    return <RedirectWithToast to="/verify-email" toastMessage={{ kind: 'info', message: "You're already logged in. Please verify your email." }} />;
  }
  if (user) return <RedirectWithToast to="/dashboard" toastMessage={{ kind: 'info', message: "You're already logged in." }} />;
  return <Outlet />;
}

/** Spec §2 verify-email: only for logged-in, unverified users. */
export function VerifyEmailRoute() {
  const { loading, user } = useAuth();
  if (loading) return <FullPageSpinner />;
  if (!user) return <RedirectWithToast to="/login" toastMessage={{ kind: 'error', message: 'Please login.' }} />;
  if (user.isVerified) return <RedirectWithToast to="/dashboard" toastMessage={{ kind: 'info', message: "You're already verified." }} />;
  return <Outlet />;
}

/** Spec §2 dashboard: a logged-in, verified user. */
export function RequireVerified() {
  const { loading, user } = useAuth();
  if (loading) return <FullPageSpinner />;
  if (!user) return <RedirectWithToast to="/login" toastMessage={{ kind: 'error', message: 'Please login.' }} />;
  if (!user.isVerified) return <RedirectWithToast to="/verify-email" toastMessage={{ kind: 'info', message: 'Please verify your email.' }} />;
  return <Outlet />;
}

/** Spec §6: admin pages send non-admins to /access-denied. */
export function RequireAdmin() {
  const { user } = useAuth();
  if (!user?.isAdmin) return <Navigate to="/access-denied" replace />;
  return <Outlet />;
}
