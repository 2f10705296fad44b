import { requestEarly } from '@/api/early-answers';
import { earlySessionHint, type SessionHint } from '@/api/session';
import { authCopy } from '@/features/auth/auth-copy';
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
  insightsStyles: () => import('@/features/insights/insights-styles'),
  insights: () => import('@/features/insights/routes/insights'),
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
  [
    '/dashboard/my-profiles/:profileId/insights',
    ['dashboardStyles', 'insightsStyles', 'dashboardLayout', 'insights'],
  ],
  [
    '/dashboard/all-profiles/:profileId/insights',
    ['dashboardStyles', 'insightsStyles', 'dashboardLayout', 'insights'],
  ],
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
  // Each in a task of its own: starting one adds a preload link per file it needs (tens), which
  // in one task was a long one on a phone (issue #20).
  for (const name of modules) setTimeout(() => routeModules[name]().catch(() => undefined));
  if (!calls || !mayCall(await earlySessionHint(), calls)) return;
  for (const path of calls.get) requestEarly(path);
}

/** The first screens index.html holds besides the app's spinner (`#root > [data-shell]`). */
export type FirstScreen = 'app' | 'sign-in' | 'dashboard';

/**
 * Paints the first screen of the page at `pathname` from index.html's shells while the app
 * downloads (issue #20, docs/decisions/0013-owner-pages-speed.md): a dashboard page gets the
 * dashboard's frame (header, menu, 'Welcome back!'), a sign-in page with a heading in
 * `authCopy` the sign-in card with that heading and line; any other page keeps the spinner.
 * Sets `<html data-page>` (index.html's CSS shows the matching shell) and fills a sign-in
 * shell's heading and line from `authCopy` as text, never HTML (index.html has the product's
 * and dashboard's names from build/card-document.ts's `withShell`); a host that served the
 * page's own document has painted it already. The app's first render replaces it. Returns the
 * screen shown.
 */
export function paintFirstScreen(pathname: string, doc: Document = document): FirstScreen {
  const modules = pageOf(pathname)?.[1] ?? [];
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
