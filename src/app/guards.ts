import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import { capabilitiesOf, type Capability } from '@/capabilities/capabilities';
import { href, paths } from '@/config/paths';
import { dashboardReturnPath } from '@/lib/auth/return-path';
import { sessionQuery, type User } from '@/lib/auth/session';
import type { Guard } from '@/lib/page';
import { toast } from '@/lib/toast';
import { pageLanguageContext } from './page-language';

/** Where a guard sends a user it turns away, with the toast of spec §8 that explains why (in the person's language). */
export type TurnAway = { to: string; toast?: { kind: 'info' | 'error'; message: string } };

/**
 * /login, with the owner's page `from` (a path and query) to return to once signed in
 * (`redirectTo`, {@link dashboardReturnPath}); none for the dashboard's home, where signing in
 * leads anyway.
 */
export function loginFrom(from?: string): string {
  const page = dashboardReturnPath(from);
  const home = page === paths.dashboard || page === paths.myProfiles;
  return href('login', {}, { redirectTo: home ? undefined : page });
}

/** The query of `from`, a path and query. */
const searchOf = (from = '') => new URLSearchParams(from.split('?')[1]);

/**
 * The one guard rule (spec §2 routes, §6 roles, §8 messages): where `guard` sends `user` (`null`
 * when logged out), or `undefined` when it lets them in; `from`, the page asked for (path and
 * query), is where a dashboard page sends a logged-out user back after signing in
 * ({@link loginFrom}), and a sign-in page's `redirectTo` is where it sends a signed-in one.
 * The route loaders redirect by it and the dashboard menu shows an entry by it ({@link passes}).
 */
export function turnAway(guard: Guard, user: User | null, from?: string): TurnAway | undefined {
  switch (guard) {
    case 'none':
      return undefined;
    case 'public-only':
      if (!user) return undefined;
      return user.isVerified
        ? {
            // A sign-in link that names a page to return to (`/login?redirectTo=`) leads there.
            to: dashboardReturnPath(searchOf(from).get('redirectTo')) ?? href('dashboard'),
            toast: { kind: 'info', message: t`You're already logged in.` },
          }
        : {
            to: href('verifyEmail'),
            toast: {
              kind: 'info',
              message: t`You're already logged in. Please verify your email.`,
            },
          };
    case 'verify-email':
      if (!user) return { to: href('login'), toast: { kind: 'error', message: t`Please login.` } };
      if (user.isVerified) {
        return {
          to: href('dashboard'),
          toast: { kind: 'info', message: t`You're already verified.` },
        };
      }
      return undefined;
    case 'verified':
    case 'admin':
      if (!user)
        return { to: loginFrom(from), toast: { kind: 'error', message: t`Please login.` } };
      if (!user.isVerified) {
        return {
          to: href('verifyEmail'),
          toast: { kind: 'info', message: t`Please verify your email.` },
        };
      }
      if (guard === 'admin' && !user.isAdmin) return { to: href('accessDenied') };
      return undefined;
  }
}

/** Whether `guard` lets `user` in ({@link turnAway}). */
export function passes(guard: Guard, user: User | null): boolean {
  return turnAway(guard, user) === undefined;
}

/** The session's user, from the session query (asked once per app start, then cached). */
export async function sessionUser(queryClient: QueryClient): Promise<User | null> {
  return (await queryClient.ensureQueryData(sessionQuery))?.user ?? null;
}

/** Whether the server announced `capability` with the session's user answer. */
export async function sessionOffers(queryClient: QueryClient, capability: Capability) {
  return capabilitiesOf(await queryClient.ensureQueryData(sessionQuery)).has(capability);
}

/**
 * A route's guard as React Router wants it, a loader that throws a redirect (`replace()`, the
 * redirect that replaces the history entry): lets the user
 * `guard` passes in (resolves `null`), else shows the guard's toast and redirects, replacing
 * the history entry. `inside` is the guard of the enclosing route, whose loader runs beside
 * this one and turns away whoever it does not pass, once, with its own toast: this loader
 * then leaves them to it.
 */
export function guardLoader(queryClient: QueryClient, guard: Guard, inside: Guard = 'none') {
  return async ({ context, request }: LoaderFunctionArgs) => {
    const user = await sessionUser(queryClient);
    if (!passes(inside, user)) return null;
    // The toast in the page's language, loading beside this loader (src/app/page-language.ts).
    await context.get(pageLanguageContext);
    const { pathname, search } = new URL(request.url);
    const away = turnAway(guard, user, pathname + search);
    if (!away) return null;
    if (away.toast) toast[away.toast.kind](away.toast.message);
    throw replace(away.to);
  };
}

/**
 * The guard of an optional capability's pages (docs/decisions/0015): on a server that did not
 * announce it the page does not exist, so its path leads to the dashboard's home, with no toast
 * and no call. A user the dashboard's own guard turns away is left to it.
 */
export function capabilityLoader(queryClient: QueryClient, capability: Capability) {
  return async () => {
    if (!passes('verified', await sessionUser(queryClient))) return null;
    if (await sessionOffers(queryClient, capability)) return null;
    throw replace(href('myProfiles'));
  };
}
