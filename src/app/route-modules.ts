import { requestEarly } from '@/api/early-answers';
import { earlySessionUser } from '@/api/session-user';
import { dashboardShell, pages, passes, type Page } from '@/config/routes';
import { matchesPath } from '@/lib/path-pattern';

/**
 * The route modules of the route table (src/config/routes.ts), one lazy chunk each, by source
 * file: the router's `lazy` (src/app/router.tsx) and the dispatcher's early start
 * ({@link preloadRoute}) load them through {@link loadModule}, so a module loads once, whoever
 * asks first. A page's module must match one of these patterns (src/app/router.test.ts checks
 * every page of the table loads).
 */
const routeModules = import.meta.glob<Record<string, unknown>>([
  '/src/features/*/routes/*.tsx',
  '/src/app/routes/{card-handover,status-pages}.tsx',
  '/src/app/layouts/dashboard-layout.tsx',
  '/src/app/mantine-dashboard-styles.ts',
  '!**/*.{test,stories}.tsx',
]);

/**
 * The module of the route table's `file` (a source path from the project root, e.g.
 * `src/features/auth/routes/login.tsx`): its exports. Rejects when the file is not a route
 * module (see {@link routeModules}) or its chunk fails to load.
 */
export function loadModule(file: string): Promise<Record<string, unknown>> {
  const load = routeModules[`/${file}`];
  return load ? load() : Promise.reject(new Error(`${file} is not a route module`));
}

/** Whether a page renders inside the dashboard's shell (its guard is the dashboard's). */
export function inDashboard(page: Page): boolean {
  return page.guard === 'verified' || page.guard === 'admin';
}

/** The modules a first visit of `page` loads, as the router nests them: shell, styles, page. */
export function modulesOf(page: Page): string[] {
  return inDashboard(page)
    ? [dashboardShell.styles, dashboardShell.module, page.module]
    : [page.module];
}

/**
 * The page of the route table at `pathname` (a trailing slash ignored), matched with the
 * browser's `URLPattern`; the not-found page never (it is no page to start early).
 */
export function pageAt(pathname: string): Page | undefined {
  return pages.find((page) => page.path !== '/*' && matchesPath(page.path, pathname));
}

/**
 * The dispatcher's early start (src/main.tsx, docs/decisions/0013): starts loading the route
 * modules of the page at `pathname` (nothing where there is none, or no `URLPattern`), and its
 * `calls` as early answers (src/api/early-answers.ts) once the early session answer
 * (`prefetchSession`, called first) says the user passes the page's guard: a visitor the guards
 * turn away makes no call. Failures are left to the router, which asks again. Resolves when those
 * calls have started, or it is known there are none.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const page = pageAt(pathname);
  if (!page) return;
  for (const file of modulesOf(page)) loadModule(file).catch(() => undefined);
  if (!page.calls || !passes(page.guard, await earlySessionUser())) return;
  for (const path of page.calls) requestEarly(path);
}
