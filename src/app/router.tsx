import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { AppLayout } from './layouts/app-layout';
import { PublicOnlyRoute, RequireAdmin, RequireVerified, VerifyEmailRoute } from './guards';
import { routeModules } from './route-modules';
import { RootIndex } from './routes/root-index';

/** The dashboard's components' Mantine CSS (src/app/mantine-dashboard-styles.ts, issue #20). */
const loadDashboardStyles = () => routeModules.dashboardStyles().then(() => ({}));

// Status pages load on demand: a visitor of a card never needs them (issue #4 "Speed").
const { statusPages } = routeModules;
const RouteErrorBoundary = lazy(() =>
  statusPages().then((m) => ({ default: m.RouteErrorBoundary })),
);

/**
 * Every route of spec §2 but the public card, which src/main.tsx serves without the router.
 * Feature screens are lazy route modules (issue #4 "Speed").
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
      {
        element: <PublicOnlyRoute />,
        children: [
          {
            path: 'register',
            lazy: () =>
              routeModules.register().then((m) => ({
                Component: m.RegisterPage,
              })),
          },
          {
            path: 'login',
            lazy: () => routeModules.login().then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: 'forgot-password',
            lazy: () =>
              routeModules.forgotPassword().then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          {
            path: 'reset-password/:resetToken',
            lazy: () =>
              routeModules.resetPassword().then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
        ],
      },
      {
        element: <VerifyEmailRoute />,
        children: [
          {
            path: 'verify-email',
            lazy: () =>
              routeModules.verifyEmail().then((m) => ({
                Component: m.VerifyEmailPage,
              })),
          },
        ],
      },
      {
        path: 'dashboard',
        lazy: loadDashboardStyles,
        element: <RequireVerified />,
        children: [
          {
            lazy: () =>
              routeModules.dashboardLayout().then((m) => ({ Component: m.DashboardLayout })),
            children: [
              { index: true, element: <Navigate to="my-profiles" replace /> },
              {
                path: 'my-profiles',
                lazy: () =>
                  routeModules.profileList().then((m) => ({
                    Component: m.MyProfilesPage,
                  })),
              },
              {
                path: 'my-profiles/:profileId',
                lazy: () =>
                  routeModules.editor().then((m) => ({
                    Component: m.OwnerEditorPage,
                  })),
              },
              {
                path: 'my-profiles/:profileId/insights',
                lazy: () =>
                  Promise.all([routeModules.insightsStyles(), routeModules.insights()]).then(
                    ([, m]) => ({
                      Component: m.OwnerInsightsPage,
                    }),
                  ),
              },
              {
                path: 'my-account',
                lazy: () =>
                  routeModules.myAccount().then((m) => ({
                    Component: m.MyAccountPage,
                  })),
              },
              {
                element: <RequireAdmin />,
                children: [
                  {
                    path: 'all-profiles',
                    lazy: () =>
                      routeModules.profileList().then((m) => ({
                        Component: m.AllProfilesPage,
                      })),
                  },
                  {
                    path: 'all-profiles/:profileId',
                    lazy: () =>
                      routeModules.editor().then((m) => ({
                        Component: m.AdminEditorPage,
                      })),
                  },
                  {
                    path: 'all-profiles/:profileId/insights',
                    lazy: () =>
                      Promise.all([routeModules.insightsStyles(), routeModules.insights()]).then(
                        ([, m]) => ({
                          Component: m.AdminInsightsPage,
                        }),
                      ),
                  },
                  {
                    path: 'create-profile',
                    lazy: () =>
                      routeModules.createProfile().then((m) => ({
                        Component: m.CreateProfilePage,
                      })),
                  },
                ],
              },
            ],
          },
        ],
      },
      // A card's page is the lean entry of src/main.tsx (docs/decisions/0005): never the router's.
      {
        path: 'profile/:profileId',
        lazy: () => import('./routes/card-handover').then((m) => ({ Component: m.CardHandover })),
      },
      {
        path: 'access-denied',
        lazy: () => statusPages().then((m) => ({ Component: m.AccessDeniedPage })),
      },
      { path: 'error', lazy: () => statusPages().then((m) => ({ Component: m.ErrorPage })) },
      { path: '*', lazy: () => statusPages().then((m) => ({ Component: m.NotFoundPage })) },
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
