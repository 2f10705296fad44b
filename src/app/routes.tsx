import { msg } from '@lingui/core/macro';
import { IconCirclePlus, IconId, IconLayoutGrid, IconUserCircle } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { editProfileQuery } from '@/api/card-queries';
import { capabilityPages } from '@/capabilities/registry';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { withPageMessages } from '@/components/owner-language';
import { href, paths } from '@/config/paths';
import { allProfilesQuery, myProfilesQuery } from '@/features/profiles/api/profile-list-query';
import type { DashboardPage, Guard, MenuEntry, PageHandle } from '@/lib/page';
import { endSessionOn401 } from '@/lib/query-client';
import { revalidateOnNewPath } from '@/lib/search-state';
import { capabilityLoader, guardLoader, passes, sessionOffers, sessionUser } from './guards';
import { AppLayout } from './layouts/app-layout';
import { pageLanguageMiddleware } from './page-language';
import { FailedLoad } from './routes/failed-load';
import { statusTitles } from './routes/status-titles';

// Loaded only when a route fails (spec §2: a router-level error screen).
const RouteErrorBoundary = lazy(() =>
  import('./routes/status-pages').then((m) => ({ default: m.RouteErrorBoundary })),
);

/**
 * A status screen's language: any language of the card (`pageLanguageMiddleware`), since the
 * card hands its visitor over to /error and a card's link can be mistyped.
 */
const visitorLanguage = pageLanguageMiddleware('status');

/** An entry of the dashboard's menu: its page's path, guard and capability, label and icon. */
export type DashboardMenuEntry = MenuEntry & Pick<DashboardPage, 'path' | 'guard' | 'capability'>;

const editorPage = (
  mode: 'owner' | 'admin',
): Pick<DashboardPage, 'lazy' | 'data' | 'failure' | 'title'> => ({
  title: msg`Edit Profile`,
  lazy: () =>
    withPageMessages(import('@/features/editor/routes/editor'), 'editor').then((m) => {
      m.startEditorChunks(); // while the card is fetched
      return { Component: mode === 'owner' ? m.OwnerEditorPage : m.AdminEditorPage };
    }),
  data: (queryClient, { params }) =>
    queryClient.ensureQueryData(editProfileQuery(params.profileId ?? '')),
  // 403 (not the owner), 404 (no such card) or any failure: /error with the message (spec §2).
  failure: 'Failed to load profile',
});

/**
 * The dashboard's pages (spec §2), each declared once here; an optional capability's pages are
 * declared in its folder (`capabilityPages`) and join them.
 */
const dashboardPages: DashboardPage[] = [
  {
    path: paths.myProfiles,
    guard: 'verified',
    lazy: () =>
      withPageMessages(import('@/features/profiles/routes/profile-list'), 'profiles').then((m) => ({
        Component: m.MyProfilesPage,
      })),
    data: (queryClient) => queryClient.ensureQueryData(myProfilesQuery()),
    // Its page is in the address (`?page=`), read by the page.
    shouldRevalidate: revalidateOnNewPath,
    failure: 'Failed to load profile',
    menu: { label: msg`My Profiles`, icon: IconId, order: 10 },
  },
  { path: paths.myProfile, guard: 'verified', ...editorPage('owner') },
  {
    path: paths.myAccount,
    guard: 'verified',
    lazy: () =>
      withPageMessages(import('@/features/account/routes/my-account'), 'account').then((m) => ({
        Component: m.MyAccountPage,
      })),
    menu: { label: msg`My Account`, icon: IconUserCircle, order: 30 },
  },
  {
    path: paths.allProfiles,
    guard: 'admin',
    lazy: () =>
      withPageMessages(import('@/features/profiles/routes/profile-list'), 'profiles').then((m) => ({
        Component: m.AllProfilesPage,
      })),
    // The pages load one after another; the page shows the first while the rest come.
    data: async (queryClient) => void queryClient.prefetchQuery(allProfilesQuery()),
    // The filters and the page are in the address (`?status=`…): the page applies them to the
    // cards it has, and a keystroke loads nothing again.
    shouldRevalidate: revalidateOnNewPath,
    failure: 'Failed to load profile',
    menu: { label: msg`All Profiles`, icon: IconLayoutGrid, order: 40 },
  },
  { path: paths.anyProfile, guard: 'admin', ...editorPage('admin') },
  {
    path: paths.createProfile,
    guard: 'admin',
    lazy: () =>
      withPageMessages(import('@/features/admin/routes/create-profile'), 'admin').then((m) => ({
        Component: m.CreateProfilePage,
      })),
    title: msg`Create a new Profile`,
    menu: { label: msg`Create Profile`, icon: IconCirclePlus, order: 50 },
  },
  ...capabilityPages,
];

/** The dashboard's menu: the entries its pages declare, in their order. */
export const dashboardMenu: DashboardMenuEntry[] = dashboardPages
  .flatMap(({ path, guard, capability, menu }) =>
    menu ? [{ ...menu, path, guard, capability }] : [],
  )
  .sort((a, b) => a.order - b.order);

/** A path of src/config/paths.ts relative to its parent route's (`/dashboard/x` under `/dashboard`). */
function under(parent: string, path: string): string {
  if (!path.startsWith(`${parent}/`)) throw new Error(`${path} is not under ${parent}`);
  return path.slice(parent.length + 1);
}

/**
 * A dashboard page's route: its code (`lazy`), and a loader that fetches its data beside the
 * session check (as React Router runs a route's loaders: one round trip, not two), a failure
 * leading to /error (`FailedLoad`). What the data loader found counts only for a user who passes
 * the page's guard (the enclosing routes' loaders redirect who does not; a logged-out visitor's
 * 401 ends no session it had). A 401 from the data that came before the session's answer ends
 * the session again once that answer is in (`endSessionOn401`), or the answer would bring the
 * user back (tests/faults/session-401). A capability's page asks for its data only once the
 * server has announced the capability, which the session's answer says (contract info
 * "Optional capabilities").
 */
function dashboardRoute(queryClient: QueryClient, page: DashboardPage): RouteObject {
  const { data, failure } = page;
  const title = page.title ?? page.menu?.label;
  if (!title) throw new Error(`${page.path} has neither a title nor a menu entry`);
  const route: RouteObject = {
    path: under(paths.dashboard, page.path),
    lazy: page.lazy,
    shouldRevalidate: page.shouldRevalidate,
    handle: { title } satisfies PageHandle,
  };
  if (data) {
    route.loader = async (args: LoaderFunctionArgs) => {
      // Started at once, beside the session check, unless a capability must be announced first.
      const early = page.capability ? undefined : data(queryClient, args);
      early?.catch(() => undefined); // read below, or dropped for a user turned away
      if (!passes(page.guard, await sessionUser(queryClient))) return null;
      if (page.capability && !(await sessionOffers(queryClient, page.capability))) return null;
      const load = early
        ? early.catch((error: unknown) => {
            endSessionOn401(queryClient, error);
            throw error;
          })
        : data(queryClient, args);
      if (!failure) return load.catch(() => null); // the page shows its own failure
      await load;
      return null;
    };
    if (failure) route.errorElement = <FailedLoad fallback={failure} />;
  }
  if (!page.capability) return route;
  // A page of an optional capability does not exist on a server that did not announce it.
  return { loader: capabilityLoader(queryClient, page.capability), children: [route] };
}

/** The routes of the pages a guard lets in, in the order they are declared. */
function routesBehind(queryClient: QueryClient, guard: DashboardPage['guard']) {
  return dashboardPages.filter((p) => p.guard === guard).map((p) => dashboardRoute(queryClient, p));
}

/** A page outside the dashboard: its code and its name in the document's title. */
type PlainPage = { lazy: () => Promise<{ Component: ComponentType }> } & PageHandle;

/** The pages of `guard` outside the dashboard: a route each, under one loader for the guard. */
function guarded(
  queryClient: QueryClient,
  guard: Guard,
  pages: Record<string, PlainPage>,
): RouteObject {
  return {
    loader: guardLoader(queryClient, guard),
    children: Object.entries(pages).map(([path, { lazy, title }]) => ({
      path,
      lazy,
      handle: { title } satisfies PageHandle,
    })),
  };
}

/**
 * Every route of the app (spec §2), each with its code (`lazy`), its data and its guard as
 * loaders (`ensureQueryData` with the queries the page reads, a redirect for who may not see
 * it), and its language as middleware, before those loaders (the owner's pages' languages, or
 * every language of the card on the status screens a visitor can land on). The card's path
 * belongs to the card's own document and entry (src/card/); reached inside the app, its route
 * loads that document.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: (
        <Suspense fallback={<FullPageSpinner />}>
          <RouteErrorBoundary />
        </Suspense>
      ),
      // The full-page spinner of spec §1 while the first page's code and data load.
      hydrateFallbackElement: <FullPageSpinner />,
      children: [
        {
          // The owner's and the admin's pages, in the owner's pages' languages.
          middleware: [pageLanguageMiddleware('owner')],
          children: ownerRoutes(queryClient),
        },
        {
          // Reached inside the app, the card's path loads the card's own document, which
          // chooses its language itself.
          path: paths.card,
          lazy: () => import('./routes/card-handover').then((m) => ({ Component: m.CardHandover })),
        },
        {
          path: paths.error,
          middleware: [visitorLanguage],
          handle: { title: statusTitles.error } satisfies PageHandle,
          lazy: () => import('./routes/status-pages').then((m) => ({ Component: m.ErrorPage })),
        },
        {
          path: '*',
          middleware: [visitorLanguage],
          handle: { title: statusTitles.notFound } satisfies PageHandle,
          lazy: () => import('./routes/status-pages').then((m) => ({ Component: m.NotFoundPage })),
        },
      ],
    },
  ];
}

/** The owner's and the admin's pages (spec §2) under the app's layout. */
function ownerRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      index: true,
      // Spec §2 root: /dashboard or /login once the session is known, history replaced.
      loader: async () =>
        replace((await sessionUser(queryClient)) ? href('dashboard') : href('login')),
      Component: FullPageSpinner,
    },
    guarded(queryClient, 'public-only', {
      [paths.register]: {
        title: msg`Create an Account`,
        lazy: () =>
          withPageMessages(import('@/features/auth/routes/register'), 'auth').then((m) => ({
            Component: m.RegisterPage,
          })),
      },
      [paths.login]: {
        title: msg`Login`,
        lazy: () =>
          withPageMessages(import('@/features/auth/routes/login'), 'auth').then((m) => ({
            Component: m.LoginPage,
          })),
      },
      [paths.forgotPassword]: {
        title: msg`Forgot Password ?`,
        lazy: () =>
          withPageMessages(import('@/features/auth/routes/forgot-password'), 'auth').then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
      },
      [paths.resetPassword]: {
        title: msg`Reset Password`,
        lazy: () =>
          withPageMessages(import('@/features/auth/routes/reset-password'), 'auth').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
    }),
    guarded(queryClient, 'verify-email', {
      [paths.verifyEmail]: {
        title: msg`Verify your email`,
        lazy: () =>
          withPageMessages(import('@/features/auth/routes/verify-email'), 'auth').then((m) => ({
            Component: m.VerifyEmailPage,
          })),
      },
    }),
    {
      path: paths.dashboard,
      loader: guardLoader(queryClient, 'verified'),
      // The dashboard's shell (header, menu) with its components' Mantine CSS.
      lazy: () =>
        Promise.all([
          import('./layouts/dashboard-layout'),
          import('./mantine-dashboard-styles'),
        ]).then(([m]) => ({
          Component: () => <m.DashboardLayout menu={dashboardMenu} />,
        })),
      children: [
        {
          index: true,
          // /dashboard is My Profiles (spec §2). A user the dashboard's guard turns away is
          // left to it: were this redirect taken first, the guard would run again on My
          // Profiles and show its toast twice.
          loader: async () => {
            if (passes('verified', await sessionUser(queryClient))) {
              throw replace(href('myProfiles'));
            }
            return null;
          },
          Component: FullPageSpinner,
        },
        ...routesBehind(queryClient, 'verified'),
        {
          loader: guardLoader(queryClient, 'admin', 'verified'),
          children: routesBehind(queryClient, 'admin'),
        },
      ],
    },
    {
      path: paths.accessDenied,
      handle: { title: statusTitles.accessDenied } satisfies PageHandle,
      lazy: () => import('./routes/status-pages').then((m) => ({ Component: m.AccessDeniedPage })),
    },
  ];
}
