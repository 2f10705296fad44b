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
import { dashboardShell, pages } from '../src/config/routes.ts';

/** The files of a route's first visit, relative to the project root (`dist` prefixed). */
export type RouteBundle = { route: string; js: string[]; css: string[] };

/**
 * The name of a page's route here and in scripts/route-budgets.ts: its path with `{id}` for
 * each parameter (`/dashboard/my-profiles/{id}`).
 */
export function routeName(path: string): string {
  return path.replace(/:\w+/g, '{id}');
}

/**
 * Each page of the route table (src/config/routes.ts) behind a guard, and the card of
 * src/main.tsx, with the lazy modules it renders (its route module and what that loads on its
 * first render).
 */
export const routeModules: Record<string, string[]> = Object.fromEntries([
  ['/profile/{id}', [cardEntryModule]],
  ...pages
    .filter((page) => page.guard !== 'none')
    .map((page) => [routeName(page.path), [page.module, ...(page.alsoLoads ?? [])]]),
]);
const dashboard = new Set(
  pages.filter((p) => p.guard === 'verified' || p.guard === 'admin').map((p) => routeName(p.path)),
);
/** Every path but a card's loads the full app through the dispatcher (issue #10). */
const appEntry = 'src/app-entry.tsx';
/** The footer every app page renders (a lazy module of the app layout). */
const footer = 'src/components/site-footer.tsx';

/** The manifest keys (source paths) a first visit of `route` loads, besides the entry. */
export function firstVisitModules(route: string): string[] {
  const lazyModules = routeModules[route];
  if (!lazyModules) throw new Error(`${route} is not in routeModules`);
  if (route.startsWith('/profile')) return [...lazyModules, ...afterCardModules];
  return [
    ...lazyModules,
    appEntry,
    footer,
    ...(dashboard.has(route) ? [dashboardShell.module, dashboardShell.styles] : []),
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
