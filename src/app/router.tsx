import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { dashboardShell, pages, statusPages, type Guard, type Page } from '@/config/routes';
import { AppLayout } from './layouts/app-layout';
import {
  PublicOnlyRoute,
  RequireAdmin,
  RequireCapability,
  RequireVerified,
  VerifyEmailRoute,
} from './guards';
import { loadModule } from './route-modules';
import { RootIndex } from './routes/root-index';

/** A lazy route of `component` from the route module `file` (src/config/routes.ts). */
function lazyComponent(file: string, component: string): RouteObject['lazy'] {
  return () =>
    loadModule(file).then((m) => {
      const Component = m[component];
      if (typeof Component !== 'function') throw new Error(`${file} exports no ${component}`);
      return { Component: Component as ComponentType };
    });
}

/**
 * The route of `page`, its path relative to `base` (its parent route's path); a page of an
 * optional capability under {@link RequireCapability}.
 */
function routeOf(page: Page, base = '/'): RouteObject {
  if (!page.path.startsWith(base)) throw new Error(`${page.path} is not under ${base}`);
  const route = {
    path: page.path.slice(base.length),
    lazy: lazyComponent(page.module, page.component),
  };
  if (!page.capability) return route;
  return { element: <RequireCapability capability={page.capability} />, children: [route] };
}

/** The routes of the pages behind `guard`, paths relative to `base`. */
const behind = (guard: Guard, base = '/') =>
  pages.filter((page) => page.guard === guard).map((page) => routeOf(page, base));

const RouteErrorBoundary = lazy(() =>
  loadModule(statusPages).then((m) => ({
    default: m.RouteErrorBoundary as ComponentType,
  })),
);

/**
 * Every page of the route table (src/config/routes.ts) under its guard; the public card's
 * route only hands over to the lean card page of src/main.tsx (docs/decisions/0005). Pages
 * behind `verified` and `admin` render in the dashboard's shell, under /dashboard.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: (
      <Suspense fallback={<FullPageSpinner />}>
        <RouteErrorBoundary />
      </Suspense>
    ),
    // Shown while the first page's lazy module loads (spec §1 full-page spinner).
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { index: true, element: <RootIndex /> },
      { element: <PublicOnlyRoute />, children: behind('public-only') },
      { element: <VerifyEmailRoute />, children: behind('verify-email') },
      {
        path: 'dashboard',
        // The dashboard's components' Mantine CSS (src/app/mantine-dashboard-styles.ts).
        lazy: () => loadModule(dashboardShell.styles).then(() => ({})),
        element: <RequireVerified />,
        children: [
          {
            lazy: lazyComponent(dashboardShell.module, dashboardShell.component),
            children: [
              { index: true, element: <Navigate to="my-profiles" replace /> },
              ...behind('verified', '/dashboard/'),
              { element: <RequireAdmin />, children: behind('admin', '/dashboard/') },
            ],
          },
        ],
      },
      ...behind('none'),
    ],
  },
];

/**
 * The app's data router (browser history). Tests use `createMemoryRouter(routes)`. Nothing may
 * subscribe to it before `RouterProvider` has mounted: react-router replays the first page's
 * "loaded" update only to a first subscriber, so with another one attached, lazy route modules
 * that resolve while the app's first render is under way leave the page on the hydrate
 * fallback for good (remix-run/react-router#15527). Watch the location from the route tree
 * instead (`useDropEarlyAnswersOnLeave`).
 */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
