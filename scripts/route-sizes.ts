// Prints, for every lazy route module, the gzip bytes a first visit to that route downloads:
// the dispatcher entry, the app (or, for a card, the lean card page and its footer), the
// route's chunk and everything they import statically (JS and CSS).
// Reads the Vite manifest of a production build (`vite build --manifest`). Usage:
//   tsx scripts/route-sizes.ts [dist-dir]   (default: builds to dist-bench first)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  afterCardModules,
  cardEntryModule,
  manifestClosure,
  type Manifest,
} from './public-bundle.ts';

export type RouteSize = { route: string; js: number; css: number };

const routeModules: Record<string, string> = {
  '/profile/{id}': cardEntryModule,
  '/login': 'src/features/auth/routes/login.tsx',
  '/register': 'src/features/auth/routes/register.tsx',
  '/verify-email': 'src/features/auth/routes/verify-email.tsx',
  '/dashboard/my-profiles': 'src/features/profiles/routes/profile-list.tsx',
  '/dashboard/my-profiles/{id}': 'src/features/editor/routes/editor.tsx',
  '/dashboard/my-account': 'src/features/account/routes/my-account.tsx',
  '/dashboard/create-profile': 'src/features/admin/routes/create-profile.tsx',
};
const dashboardShell = 'src/app/layouts/dashboard-layout.tsx';
/** Every path but a card's loads the full app through the dispatcher (issue #10). */
const appEntry = 'src/app-entry.tsx';
/** Every guarded route (all but the public card) also loads all of Mantine's CSS. */
const fullStyles = 'src/app/mantine-full-styles.ts';

/** gzip bytes of each route's first visit, from the build in `dist`. */
export function routeSizes(dist: string): RouteSize[] {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const gz = new Map<string, number>();
  const size = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
    return gz.get(file)!;
  };
  const closure = (keys: string[]) => manifestClosure(manifest, keys);
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  return Object.entries(routeModules).map(([route, src]) => {
    const keys = [
      entry,
      src,
      ...(route.startsWith('/dashboard') ? [dashboardShell] : []),
      ...(route.startsWith('/profile') ? afterCardModules : [appEntry, fullStyles]),
    ];
    const chunks = closure(keys);
    const js = new Set(chunks.map((c) => c.file));
    const css = new Set(chunks.flatMap((c) => c.css ?? []));
    return {
      route,
      js: [...js].reduce((n, f) => n + size(f), 0),
      css: [...css].reduce((n, f) => n + size(f), 0),
    };
  });
}

if (process.argv[1]?.endsWith('route-sizes.ts')) {
  let dist = process.argv[2];
  if (!dist) {
    dist = 'dist-bench';
    execFileSync('npx', ['vite', 'build', '--outDir', dist, '--manifest', '--logLevel', 'error'], {
      stdio: 'inherit',
    });
  }
  if (!existsSync(path.join(dist, '.vite/manifest.json')))
    throw new Error(`${dist} has no manifest: build with --manifest`);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.table(
    routeSizes(dist).map((r) => ({ route: r.route, 'JS gzip': kb(r.js), 'CSS gzip': kb(r.css) })),
  );
}
