import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useIsLeaving } from '@/components/page-transition';
import type { Capability } from '@/api/capabilities';
import { useCapability, useSession, type User } from '@/lib/auth/session';
import { toast } from '@/lib/toast';

type Toast = { kind: 'info' | 'error'; message: string };

/** Redirects once, with its toast (spec §8) if any, replacing the history entry. */
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

/**
 * The auth state for a guard: `loading` until the session check has ended, the current
 * `user`, and `arrivalUser`, the user when this guard first saw a settled state.
 *
 * Why both: a guard's toast explains why a visitor was turned away on arrival ("You're
 * already logged in."). When the state changes while the visitor is on the page (they just
 * logged in, verified, logged out, or their session expired), the page navigates on by
 * itself, so a guard must not race it with a second redirect and a misleading toast.
 */
function useGuardAuth() {
  const { loading, user } = useSession();
  const [arrival, setArrival] = useState<{ user: User | null } | undefined>(() =>
    loading ? undefined : { user },
  );
  if (!loading && arrival === undefined) setArrival({ user });
  return {
    loading: loading || arrival === undefined,
    user,
    arrivalUser: arrival?.user ?? null,
    leaving: useIsLeaving(),
  };
}

/**
 * Spec §2 public-only routes (register, login, forgot and reset password): a visitor who
 * arrives logged in goes to /dashboard, or to /verify-email when unverified, with the info
 * toast of spec §8. Logging in here leaves the navigation to the page (login → /dashboard,
 * register → /verify-email).
 */
export function PublicOnlyRoute() {
  const { loading, user, arrivalUser, leaving } = useGuardAuth();
  if (loading) return <FullPageSpinner />;
  if (leaving || !user || !arrivalUser) return <Outlet />;
  if (!user.isVerified) {
    return (
      <RedirectWithToast
        to="/verify-email"
        toastMessage={{
          kind: 'info',
          message: "You're already logged in. Please verify your email.",
        }}
      />
    );
  }
  return (
    <RedirectWithToast
      to="/dashboard"
      toastMessage={{ kind: 'info', message: "You're already logged in." }}
    />
  );
}

/**
 * Where a guard sends a visitor who is not logged in: /login, with 'Please login.' when they
 * arrived so; without it when the session was lost on the page (logout, a 401, spec §4).
 */
function toLogin(arrivalUser: User | null) {
  return arrivalUser ? (
    <Navigate to="/login" replace />
  ) : (
    <RedirectWithToast to="/login" toastMessage={{ kind: 'error', message: 'Please login.' }} />
  );
}

/**
 * Spec §2 verify-email: only for logged-in, unverified users. Logged-out visitors go to
 * /login ('Please login.'), verified ones to /dashboard ("You're already verified."). A
 * verification done here leaves the navigation to the page; a session lost here (logout,
 * expiry) goes to /login without the arrival toast.
 */
export function VerifyEmailRoute() {
  const { loading, user, arrivalUser, leaving } = useGuardAuth();
  if (loading) return <FullPageSpinner />;
  if (leaving) return <Outlet />;
  if (!user) return toLogin(arrivalUser);
  if (user.isVerified) {
    if (arrivalUser && !arrivalUser.isVerified) return <Outlet />;
    return (
      <RedirectWithToast
        to="/dashboard"
        toastMessage={{ kind: 'info', message: "You're already verified." }}
      />
    );
  }
  return <Outlet />;
}

/**
 * Spec §2 dashboard: a logged-in, verified user. Others go to /login ('Please login.') or
 * /verify-email ('Please verify your email.'). A user dropped while here (logout, or a 401
 * from any call, spec §4) goes to /login once, without the arrival toast.
 */
export function RequireVerified() {
  const { loading, user, arrivalUser, leaving } = useGuardAuth();
  if (loading) return <FullPageSpinner />;
  if (leaving) return <Outlet />;
  if (!user) return toLogin(arrivalUser);
  if (!user.isVerified) {
    return (
      <RedirectWithToast
        to="/verify-email"
        toastMessage={{ kind: 'info', message: 'Please verify your email.' }}
      />
    );
  }
  return <Outlet />;
}

/** Spec §2, §6: admin pages send non-admins to /access-denied. */
export function RequireAdmin() {
  const { user } = useSession();
  if (!user?.isAdmin) return <Navigate to="/access-denied" replace />;
  return <Outlet />;
}

/**
 * A page of an optional capability (the route table's `capability`; docs/decisions/0015): on a
 * server that did not announce it the page does not exist, so its path leads to the dashboard's
 * home, with no toast and no call (a server with only the spec's operations shows no trace).
 */
export function RequireCapability({ capability }: { capability: Capability }) {
  const offered = useCapability(capability);
  if (!offered) return <Navigate to="/dashboard/my-profiles" replace />;
  return <Outlet />;
}
