/**
 * The app's lazily loaded route modules (issue #4 "Speed"), one thunk each, shared by the router
 * (src/app/router.tsx, its routes' `lazy`) and the dispatcher (src/main.tsx), which starts a
 * page's modules while the app itself downloads instead of after the router has run
 * (`preloadRoute`, issue #20). A thunk's module loads once, whoever calls it first.
 * No React, no router: the dispatcher loads it as a chunk of its own, which index.html preloads.
 */
export const routeModules = {
  fullStyles: () => import('./mantine-full-styles'),
  authStyles: () => import('./mantine-auth-styles'),
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
 * The modules a first visit of each page needs (URL pattern syntax), as the router nests them:
 * src/app/router.test.tsx checks every lazy route of the router is here.
 */
export const routePreloads: [pathname: string, modules: RouteModule[]][] = [
  ['/register', ['authStyles', 'register']],
  ['/login', ['authStyles', 'login']],
  ['/forgot-password', ['authStyles', 'forgotPassword']],
  ['/reset-password/:resetToken', ['authStyles', 'resetPassword']],
  ['/verify-email', ['authStyles', 'verifyEmail']],
  ['/dashboard/my-profiles', ['fullStyles', 'dashboardLayout', 'profileList']],
  ['/dashboard/my-profiles/:profileId', ['fullStyles', 'dashboardLayout', 'editor']],
  ['/dashboard/my-account', ['fullStyles', 'dashboardLayout', 'myAccount']],
  ['/dashboard/all-profiles', ['fullStyles', 'dashboardLayout', 'profileList']],
  ['/dashboard/all-profiles/:profileId', ['fullStyles', 'dashboardLayout', 'editor']],
  ['/dashboard/create-profile', ['fullStyles', 'dashboardLayout', 'createProfile']],
];

/**
 * Starts loading the route modules of `pathname` (e.g. `/login`), if it is one of
 * {@link routePreloads}; matched with the browser's `URLPattern` (nothing happens where there is
 * none). Failures are left to the router, which asks again.
 */
export function preloadRoute(pathname: string): void {
  if (typeof URLPattern === 'undefined') return;
  const found = routePreloads.find(([path]) =>
    new URLPattern({ pathname: path }).test({ pathname: pathname.replace(/(.)\/$/, '$1') }),
  );
  for (const name of found?.[1] ?? []) routeModules[name]().catch(() => undefined);
}
