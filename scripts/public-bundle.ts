// What a first visit to the public card (/profile/{id}) downloads, read from the Vite manifest
// of a production build (`vite build --manifest --sourcemap hidden`): the entry and the route
// chunk with everything they import statically. Dynamic imports (the dialogs, the QR code, the
// contact file) are not part of it. Used by .size-limit.mjs and scripts/bench-public.ts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
};
export type Manifest = Record<string, Chunk>;

/** The chunks that loading `keys` (manifest keys: source paths) brings, with static imports. */
export function manifestClosure(manifest: Manifest, keys: string[]): Chunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...seen].map((k) => manifest[k]!);
}

export const publicRouteModule = 'src/features/public-card/routes/public-profile.tsx';

/**
 * Code a visitor of the card must never download (issue #4 "Speed"): other features (the
 * dashboard, editor and forms), form and dropzone libraries, phone validation, zod.
 */
export const forbiddenSources: RegExp[] = [
  /\/src\/features\/(?!public-card\/)/,
  /\/src\/app\/layouts\/dashboard-layout/,
  /node_modules\/@mantine\/(form|dropzone)\//,
  /node_modules\/libphonenumber-js\//,
  /node_modules\/zod\//,
  /\/src\/lib\/validation\/(rules|schemas)\.ts$/,
  /\/mocks\//,
];

export type PublicBundle = {
  /** JS files of the first visit, relative to the project root. */
  js: string[];
  /** CSS files of the first visit. */
  css: string[];
  /** JS files the route adds on top of the app shell (entry and its static imports). */
  routeJs: string[];
  /** Source files bundled into the first visit's JS (from the hidden source maps). */
  sources: string[];
};

/** The first visit of /profile/{id} in the build in `dist`. */
export function publicBundle(dist: string): PublicBundle {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(
      `${manifestPath} is missing: run "npm run size" (it builds with --manifest first).`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const closure = (keys: string[]) => manifestClosure(manifest, keys);
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry || !manifest[publicRouteModule])
    throw new Error(`${manifestPath} has no entry or no public card route`);
  const chunks = closure([entry, publicRouteModule]);
  const shell = new Set(closure([entry]).map((c) => c.file));
  const js = [...new Set(chunks.map((c) => c.file))];
  const sources = js.flatMap((file) => {
    const map = path.join(dist, `${file}.map`);
    if (!existsSync(map)) return [];
    const { sources: list = [] } = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] };
    return list.map((s) => path.resolve(dist, path.dirname(file), s));
  });
  return {
    js: js.map((f) => path.join(dist, f)),
    css: [...new Set(chunks.flatMap((c) => c.css ?? []))].map((f) => path.join(dist, f)),
    routeJs: js.filter((f) => !shell.has(f)).map((f) => path.join(dist, f)),
    sources,
  };
}

/** Source files of the first visit that match `forbiddenSources`. */
export function forbiddenIn(bundle: PublicBundle): string[] {
  return bundle.sources.filter((s) => forbiddenSources.some((re) => re.test(s)));
}

/** Total gzip bytes of `files`. */
export function gzipBytes(files: string[]): number {
  return files.reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0);
}
