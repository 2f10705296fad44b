import { dashboardShell, type Page } from '@/config/routes';

/**
 * The route modules of the route table (src/config/routes.ts), one lazy chunk each, by source
 * file: the router's `lazy` (src/app/router.tsx) and the dispatcher's early start
 * (src/app/early-start.ts) load them through {@link loadModule}, so a module loads once, whoever
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
