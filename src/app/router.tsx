import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type createMemoryRouter, type RouteObject } from 'react-router-dom';
import { href } from '@/config/paths';
import { loginFrom } from './guards';
import { onSessionLost } from '@/lib/query-client';
import { createRoutes } from './routes';

type Router = ReturnType<typeof createBrowserRouter | typeof createMemoryRouter>;

/**
 * Leads a user who loses the session while on a page that needs one (a 401 from any call:
 * idle or absolute expiry, a password reset elsewhere) to /login, history replaced, without
 * the arrival toast of the guards (spec §4), signing in leading back to that page
 * (`loginFrom`). Logout navigates by itself.
 */
export function followSessionLoss(router: Router, queryClient: QueryClient): () => void {
  return onSessionLost(queryClient, () => {
    const needsUser = router.state.matches.some(
      (match) => match.route.path === href('dashboard') || match.route.path === href('verifyEmail'),
    );
    const { pathname, search } = router.state.location;
    if (needsUser) void router.navigate(loginFrom(pathname + search), { replace: true });
  });
}

/**
 * The app's data router (browser history) over `routes` (default: every route of the app,
 * src/app/routes.tsx), its loaders reading and filling `queryClient`. Tests use
 * `createMemoryRouter` with the same routes.
 */
export function createAppRouter(
  queryClient: QueryClient,
  routes: RouteObject[] = createRoutes(queryClient),
): ReturnType<typeof createBrowserRouter> {
  const router = createBrowserRouter(routes);
  followSessionLoss(router, queryClient);
  return router;
}
