import { requestEarly } from '@/api/early-answers';
import { earlySessionHint, type SessionHint } from '@/api/session';
import { matchesPath } from '@/lib/path-pattern';

/**
 * The app's lazily loaded route modules (issue #4 "Speed"), one thunk each, shared by the router
 * (src/app/router.tsx, its routes' `lazy`) and the dispatcher (src/main.tsx), which starts a
 * page's modules, and the calls for its data, while the app itself downloads instead of after
 * the router has run (`preloadRoute`, issue #20). A thunk's module loads once, whoever calls it
 * first. No React, no router, no client library: the dispatcher loads it as a chunk of its own,
 * which index.html preloads.
 */
export const routeModules = {
  dashboardStyles: () => import('./mantine-dashboard-styles'),
  dashboardLayout: () => import('./layouts/dashboard-layout'),
  statusPages: () => import('./routes/status-pages'),
  register: () => import('@/features/auth/routes/register'),
  login: () => import('@/features/auth/routes/login'),
  forgotPassword: () => import('@/features/auth/routes/forgot-password'),
  resetPassword: () => import('@/features/auth/routes/reset-password'),
  verifyEmail: () => import('@/features/auth/routes/verify-email'),
  profileList: () => import('@/features/profiles/routes/profile-list'),
  editor: () => import('@/features/editor/routes/editor'),
  myAccount: () => import('@/features/account/routes/my-account'),
  createProfile: () => import('@/features/admin/routes/create-profile'),
};

type RouteModule = keyof typeof routeModules;

/**
 * A page's own data: the GET calls (API paths with their query string, as its queries ask for
 * them) its first render makes, and who passes its guards: a verified user, or a verified admin.
 */
export type PageCalls = { get: string[]; for: 'verified' | 'admin' };

/**
 * What a first visit of each page needs (URL pattern syntax): its modules, as the router nests
 * them (src/app/route-modules.test.ts checks every lazy route of the router is here), and its
 * {@link PageCalls} (the same file checks the page's queries take their answers).
 */
export const routePreloads: [pathname: string, modules: RouteModule[], calls?: PageCalls][] = [
  ['/register', ['register']],
  ['/login', ['login']],
  ['/forgot-password', ['forgotPassword']],
  ['/reset-password/:resetToken', ['resetPassword']],
  ['/verify-email', ['verifyEmail']],
  [
    '/dashboard/my-profiles',
    ['dashboardStyles', 'dashboardLayout', 'profileList'],
    { get: ['/api/profile'], for: 'verified' },
  ],
  ['/dashboard/my-profiles/:profileId', ['dashboardStyles', 'dashboardLayout', 'editor']],
  ['/dashboard/my-account', ['dashboardStyles', 'dashboardLayout', 'myAccount']],
  [
    '/dashboard/all-profiles',
    ['dashboardStyles', 'dashboardLayout', 'profileList'],
    { get: ['/api/profile?admin=true'], for: 'admin' },
  ],
  ['/dashboard/all-profiles/:profileId', ['dashboardStyles', 'dashboardLayout', 'editor']],
  ['/dashboard/create-profile', ['dashboardStyles', 'dashboardLayout', 'createProfile']],
];

/** The entry of {@link routePreloads} for the page at `pathname`, if there is one. */
function pageOf(pathname: string) {
  return routePreloads.find(([path]) => matchesPath(path, pathname));
}

/** Whether the user of the early session answer passes the guards of a page (`calls.for`). */
function mayCall(user: SessionHint, calls: PageCalls): boolean {
  return !!user?.isVerified && (calls.for === 'verified' || user.isAdmin);
}

/**
 * Starts loading the route modules of `pathname` (e.g. `/login`), if it is one of
 * {@link routePreloads}; matched with the browser's `URLPattern` (nothing happens where there is
 * none). Failures are left to the router, which asks again. Its calls start as early answers
 * (src/api/early-answers.ts) once the early session answer (`prefetchSession`, called first)
 * says the user passes the page's guards: a visitor the guards turn away makes no call.
 * Resolves when those calls have started, or it is known there are none.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const found = pageOf(pathname);
  if (!found) return;
  const [, modules, calls] = found;
  for (const name of modules) routeModules[name]().catch(() => undefined);
  if (!calls || !mayCall(await earlySessionHint(), calls)) return;
  for (const path of calls.get) requestEarly(path);
}
