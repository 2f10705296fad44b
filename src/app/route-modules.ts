/**
 * The app's lazily loaded route modules (issue #4 "Speed"), one thunk each, shared by the router
 * (src/app/router.tsx, its routes' `lazy`) and the dispatcher (src/main.tsx), which starts a
 * page's modules while the app itself downloads instead of after the router has run
 * (`preloadRoute`, issue #20). A thunk's module loads once, whoever calls it first.
 * No React, no router: the dispatcher loads it as a chunk of its own, which index.html preloads.
 */
import { brand } from '@/config/brand';
import { authCopy } from '@/features/auth/auth-copy';

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

/** The modules of the page at `pathname` ({@link routePreloads}; none where there is no match). */
function modulesOf(pathname: string): RouteModule[] {
  if (typeof URLPattern === 'undefined') return [];
  const found = routePreloads.find(([path]) =>
    new URLPattern({ pathname: path }).test({ pathname: pathname.replace(/(.)\/$/, '$1') }),
  );
  return found?.[1] ?? [];
}

/**
 * Starts loading the route modules of `pathname` (e.g. `/login`), if it is one of
 * {@link routePreloads}; matched with the browser's `URLPattern` (nothing happens where there is
 * none). Failures are left to the router, which asks again.
 */
export function preloadRoute(pathname: string): void {
  for (const name of modulesOf(pathname)) routeModules[name]().catch(() => undefined);
}

/** The first screens index.html holds besides the app's spinner (`#root > [data-shell]`). */
export type FirstScreen = 'app' | 'sign-in' | 'dashboard';

/**
 * Paints the first screen of the page at `pathname` from index.html's shells while the app
 * downloads (issue #20, docs/decisions/0013-owner-pages-speed.md): a dashboard page gets the
 * dashboard's frame (header, menu, 'Welcome back!'), a sign-in page with a heading in
 * `authCopy` the sign-in card with that heading and line; any other page keeps the spinner.
 * Sets `<html data-page>` (index.html's CSS shows the matching shell) and fills the shell's
 * texts from `brand` and `authCopy` as text, never HTML; a host that served the page's own
 * document has painted it already. The app's first render replaces it. Returns the screen
 * shown.
 */
export function paintFirstScreen(pathname: string, doc: Document = document): FirstScreen {
  const modules = modulesOf(pathname);
  const copy = modules
    .map((name) => (name in authCopy ? authCopy[name as keyof typeof authCopy] : undefined))
    .find(Boolean);
  const screen: FirstScreen = modules.includes('dashboardLayout')
    ? 'dashboard'
    : copy
      ? 'sign-in'
      : 'app';
  const fill = (part: string, text: string) =>
    doc
      .querySelectorAll(`[data-shell-text="${part}"]`)
      .forEach((node) => (node.textContent = text));
  fill('product', brand.productName);
  fill('dashboard', `${brand.productName} Dashboard`);
  if (copy) {
    fill('title', copy.title);
    fill('description', copy.description);
  }
  // A page's own document (build/card-document.ts) already paints its shell: keep it where this
  // table has none (e.g. /dashboard, which redirects); the card's document gives way.
  const html = doc.documentElement;
  if (screen !== 'app' || html.dataset.page === 'card') html.dataset.page = screen;
  return html.dataset.page as FirstScreen;
}
