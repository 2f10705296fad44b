// What a first visit of each page downloads: the page's document's entry (index.html's, the
// app) with its static imports, the page's route modules (scripts/page-modules.ts, from the
// pages' one declaration) and the footer the app layout loads with every page; for the card,
// its own document's entry and what it loads after rendering. Read from the Vite manifest of
// a production build (`vite build --manifest`). Used by .size-limit.mjs (a budget per page).
// Plain Node loads this file too (size-limit imports .size-limit.mjs without tsx): erasable
// TypeScript only, imports with their .ts extension.
import path from 'node:path';
import { paths } from '../src/config/paths.ts';
import { cardFirstVisit, manifestClosure, readManifest } from './public-bundle.ts';
import { pageModules } from './page-modules.ts';

/** The files of a route's first visit, relative to the project root (`dist` prefixed). */
export type RouteBundle = { route: string; js: string[]; css: string[] };

/**
 * The name of a page here and in scripts/route-budgets.ts: its path with `{id}` for each
 * parameter (`/dashboard/my-profiles/{id}`).
 */
export function routeName(pattern: string): string {
  return pattern.replace(/:\w+/g, '{id}');
}

/** The footer every app page renders (a lazy module of the app layout). */
const footer = 'src/components/site-footer.tsx';

/** Pages without a budget of their own: the status pages and the card's hand-over route. */
const unbudgeted = new Set<string>([paths.card, paths.accessDenied, paths.error, '*']);

/**
 * The route modules of every budgeted page, by route name (the English catalogue of its own
 * words first, its own module last), and the card's (none: its document's entry is the whole of it).
 */
export const routeModules: Record<string, string[]> = Object.fromEntries([
  [routeName(paths.card), []],
  ...pageModules()
    .filter((page) => !unbudgeted.has(page.path))
    .map((page) => [routeName(page.path), [...page.catalogues, ...page.modules]]),
]);

/** The manifest keys (source paths, or an HTML entry) a first visit of `route` loads. */
export function firstVisitModules(route: string): string[] {
  const modules = routeModules[route];
  if (!modules) throw new Error(`${route} is not in routeModules`);
  return route === routeName(paths.card) ? cardFirstVisit : ['index.html', ...modules, footer];
}

/**
 * The JS and CSS files of each page's first visit in the build in `dist`.
 * @throws when the manifest lacks a page's module (a renamed file would otherwise measure 0).
 */
export function routeBundles(dist: string): RouteBundle[] {
  const { manifest } = readManifest(dist);
  return Object.keys(routeModules).map((route) => {
    const keys = firstVisitModules(route);
    const missing = keys.filter((key) => !manifest[key]);
    if (missing.length > 0)
      throw new Error(`${route}: ${missing.join(', ')} not in the manifest of ${dist}`);
    const chunks = manifestClosure(manifest, keys);
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
