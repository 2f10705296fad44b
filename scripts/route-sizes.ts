// What a first visit of each route downloads: the dispatcher entry, the app (or, for a card, the
// lean card page and what it loads after rendering), the route's lazy module and everything
// they import statically (JS and CSS). Read from the Vite manifest of a production build
// (`vite build --manifest`). Used by .size-limit.mjs (a budget per route, issue #20).
// Plain Node loads this file too (size-limit imports .size-limit.mjs without tsx): erasable
// TypeScript only, imports with their .ts extension.
import path from 'node:path';
import {
  afterCardModules,
  cardEntryModule,
  manifestClosure,
  readManifest,
} from './public-bundle.ts';

/** The files of a route's first visit, relative to the project root (`dist` prefixed). */
export type RouteBundle = { route: string; js: string[]; css: string[] };

/** Each route of src/app/router.tsx (and the card of src/main.tsx) and the lazy modules it renders. */
export const routeModules: Record<string, string[]> = {
  '/profile/{id}': [cardEntryModule],
  '/login': ['src/features/auth/routes/login.tsx'],
  '/register': ['src/features/auth/routes/register.tsx'],
  '/forgot-password': ['src/features/auth/routes/forgot-password.tsx'],
  '/verify-email': ['src/features/auth/routes/verify-email.tsx'],
  '/dashboard/my-profiles': ['src/features/profiles/routes/profile-list.tsx'],
  // The route module fetches the card and loads, beside it, the screen (tabs, preview) and the
  // first tab's form (with the forms' validation) as chunks of their own.
  '/dashboard/my-profiles/{id}': [
    'src/features/editor/routes/editor.tsx',
    'src/features/editor/components/editor-screen.tsx',
    'src/features/editor/components/sections/general-section.tsx',
  ],
  '/dashboard/all-profiles': ['src/features/profiles/routes/profile-list.tsx'],
  '/dashboard/my-account': ['src/features/account/routes/my-account.tsx'],
  '/dashboard/create-profile': ['src/features/admin/routes/create-profile.tsx'],
  // Its own chunk with the charts (@mantine/charts, recharts) and their CSS: no other page's grows.
  '/dashboard/my-profiles/{id}/insights': [
    'src/features/insights/routes/insights.tsx',
    'src/features/insights/insights-styles.ts',
  ],
};
const dashboardShell = 'src/app/layouts/dashboard-layout.tsx';
/** Every path but a card's loads the full app through the dispatcher (issue #10). */
const appEntry = 'src/app-entry.tsx';
/** The footer every app page renders (a lazy module of the app layout). */
const footer = 'src/components/site-footer.tsx';
/** The dashboard's own Mantine CSS (src/app/router.tsx); the sign-in pages need none beyond the app's. */
const dashboardStyles = 'src/app/mantine-dashboard-styles.ts';

/** The manifest keys (source paths) a first visit of `route` loads, besides the entry. */
export function firstVisitModules(route: string): string[] {
  const lazyModules = routeModules[route];
  if (!lazyModules) throw new Error(`${route} is not in routeModules`);
  if (route.startsWith('/profile')) return [...lazyModules, ...afterCardModules];
  const dashboard = route.startsWith('/dashboard');
  return [
    ...lazyModules,
    appEntry,
    footer,
    ...(dashboard ? [dashboardShell, dashboardStyles] : []),
  ];
}

/**
 * The JS and CSS files of each route's first visit in the build in `dist`.
 * @throws when the manifest lacks a route's module (a renamed file would otherwise measure 0).
 */
export function routeBundles(dist: string): RouteBundle[] {
  const { manifest, entry } = readManifest(dist);
  return Object.keys(routeModules).map((route) => {
    const keys = firstVisitModules(route);
    const missing = keys.filter((key) => !manifest[key]);
    if (missing.length > 0)
      throw new Error(`${route}: ${missing.join(', ')} not in the manifest of ${dist}`);
    const chunks = manifestClosure(manifest, [entry, ...keys]);
    const inDist = (files: string[]) => [...new Set(files)].map((f) => path.join(dist, f));
    // A module of CSS alone is a chunk whose file is that CSS (no JS, no `css` list).
    const files = [...chunks.map((c) => c.file), ...chunks.flatMap((c) => c.css ?? [])];
    return {
      route,
      js: inDist(files.filter((f) => !f.endsWith('.css'))),
      css: inDist(files.filter((f) => f.endsWith('.css'))),
    };
  });
}
