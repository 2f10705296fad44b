import { requestEarly } from '@/api/early-answers';
import { earlySessionUser } from '@/api/session-user';
import { pages, passes, type Page } from '@/config/routes';
import { matchesPath } from '@/lib/path-pattern';
import { loadModule, modulesOf } from './route-modules';

/**
 * The page of the route table at `pathname` (a trailing slash ignored), matched with the
 * browser's `URLPattern`; the not-found page never (it is no page to start early).
 */
export function pageAt(pathname: string): Page | undefined {
  return pages.find((page) => page.path !== '/*' && matchesPath(page.path, pathname));
}

/**
 * The dispatcher's early start (src/main.tsx, docs/architecture.md), a chunk of its own that the
 * app does not load: starts loading the route modules of the page at `pathname` (nothing where
 * there is none, or no `URLPattern`), and its `calls` as early answers
 * (src/api/early-answers.ts) once the early session answer (`prefetchSession`, called first)
 * says the user passes the page's guard: a visitor the guards turn away makes no call. Failures
 * are left to the router, which asks again. Resolves when those calls have started, or it is
 * known there are none.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const page = pageAt(pathname);
  if (!page) return;
  for (const file of modulesOf(page)) loadModule(file).catch(() => undefined);
  if (!page.calls || !passes(page.guard, await earlySessionUser())) return;
  for (const path of page.calls) requestEarly(path);
}
