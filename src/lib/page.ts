import type { MessageDescriptor } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';
import type { Capability } from '@/capabilities/capabilities';

/**
 * Who may open a page (spec §2, §6): `none` anyone, `public-only` a visitor not logged in,
 * `verify-email` a logged-in user not yet verified, `verified` a verified user (the dashboard's
 * pages), `admin` a verified admin. The rule is src/app/guards.ts `turnAway`.
 */
export type Guard = 'none' | 'public-only' | 'verify-email' | 'verified' | 'admin';

/**
 * What a route tells the app about its page (React Router's `handle`): `title`, its name in
 * the document's title (WCAG 2.2 SC 2.4.2 "Page Titled"), translated where shown
 * (src/app/layouts/app-layout.tsx).
 */
export type PageHandle = { title: MessageDescriptor };

/** An entry of the dashboard's side menu. */
export type MenuEntry = {
  /** The entry's name (Lingui's `msg`), translated where it is shown. */
  label: MessageDescriptor;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** Its place in the menu: entries are listed by this number, smallest first. */
  order: number;
};

/**
 * A page of the dashboard (spec §2), declared once: the router (src/app/routes.tsx) makes its
 * route from it (the path, the code as `lazy`, the data as a `loader`), the dashboard's menu
 * its entry. The app's own pages are declared in src/app/routes.tsx, an optional capability's
 * in its folder (src/capabilities/registry.ts).
 */
export type DashboardPage = {
  /** A pattern of src/config/paths.ts, under /dashboard. */
  path: string;
  guard: 'verified' | 'admin';
  /** The route's component, loaded when the page is first opened (React Router `lazy`). */
  lazy: () => Promise<{ Component: ComponentType }>;
  /**
   * Fetches what the page's first render reads: `queryClient.ensureQueryData` with the same
   * query options the page reads with `useQuery` (TanStack Query meets React Router). The
   * route's loader runs it before the page renders, once its guard has let the user in; a
   * rejection is a failed load.
   */
  data?: (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;
  /**
   * When the data fails to load, the page goes to /error with the server's message or this
   * fallback (spec §2, §8). Without it, a failure is left to the page (it shows it inline).
   */
  failure?: string;
  /** When the route's loader runs again (React Router's default: a new path, params or search). */
  shouldRevalidate?: ShouldRevalidateFunction;
  menu?: MenuEntry;
  /** The page's name in the document's title (`PageHandle`); its menu entry's label without one. */
  title?: MessageDescriptor;
  /** The optional capability it belongs to; set by the capability's registry entry. */
  capability?: Capability;
};
