// What a visit to the public card (/profile/{id}) downloads with no interaction, read from the
// Vite manifest of a production build (`vite build --manifest --sourcemap hidden`): the card's
// document's two entries (profile.html's src/card/main.tsx and its language script) and anything
// the card page loads right after rendering (`afterCardModules`), with their static imports
// ("everything Lighthouse sees until the network is idle"). What loads only on a tap (dialog
// parts, the QR code, the contact file, toasts) is not part of it. Used by .size-limit.mjs and
// scripts/route-sizes.ts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languageScript } from '../build/card-document.ts';

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

/** The card's document, whose entry is src/card/main.tsx (the manifest's key of that entry). */
export const cardEntryModule = 'profile.html';
/** The card document's other script, its language script (build/card-document.ts). */
export const cardLanguageModule = languageScript.entry;
/** Modules the card page loads after rendering, without interaction: the insights events. */
export const afterCardModules: string[] = ['src/capabilities/insights/card/later/card-events.ts'];
/** The manifest keys of what a card's first visit loads: both scripts, then the above. */
export const cardFirstVisit: string[] = [cardEntryModule, cardLanguageModule, ...afterCardModules];

/**
 * Code a visitor of the card must never download without a tap: the app (router, TanStack
 * Query, Mantine), its features, form libraries, phone validation, zod, the response validators
 * of every operation.
 */
export const forbiddenSources: RegExp[] = [
  /\/src\/features\//,
  /\/src\/app\//,
  /node_modules\/@mantine\//,
  /node_modules\/react-router/,
  /node_modules\/@tanstack\//,
  /node_modules\/openapi-react-query\//,
  /node_modules\/libphonenumber-js\//,
  /node_modules\/zod\//,
  /\/src\/lib\/validation\/(rules|schemas)\.ts$/,
  // Every operation's response validators: the card checks with getPublicProfile's alone (ADR 0004).
  /\/src\/api\/boundary\.ts$/,
  /\/src\/api\/generated\/response-validators\.gen\.js$/,
  /\/mocks\//,
  // The card renderer's server side: React's server renderer, Hono, the crawler list.
  /node_modules\/react-dom\/cjs\/react-dom-server/,
  /node_modules\/(hono|isbot)\//,
];

export type PublicBundle = {
  /** JS files of the first visit, relative to the project root. */
  js: string[];
  /** CSS files of the first visit. */
  css: string[];
  /** Source files bundled into the first visit's JS (from the hidden source maps). */
  sources: string[];
};

/**
 * The Vite manifest of the build in `dist` and the key of its app entry (index.html).
 * @throws when the build has no manifest or the manifest no entry.
 */
export function readManifest(dist: string): { manifest: Manifest; entry: string } {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(
      `${manifestPath} is missing: run "npm run size" (it builds with --manifest first).`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => k === 'index.html' && manifest[k]!.isEntry);
  if (!entry) throw new Error(`${manifestPath} has no entry`);
  return { manifest, entry };
}

/** What a visit of /profile/{id} loads without interaction, in the build in `dist`. */
export function publicBundle(dist: string): PublicBundle {
  const { manifest } = readManifest(dist);
  if (!manifest[cardEntryModule])
    throw new Error(`The manifest of ${dist} has no card entry (${cardEntryModule})`);
  const chunks = manifestClosure(manifest, cardFirstVisit);
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
    sources,
  };
}

/**
 * The card document's language script with its static imports (JS files of the build in
 * `dist`): what must arrive before it can start the visitor's language, so it stays a few kB and
 * never waits for React or the card's own code (build/card-document.ts).
 */
export function languageScriptFiles(dist: string): string[] {
  const { manifest } = readManifest(dist);
  if (!manifest[cardLanguageModule])
    throw new Error(`The manifest of ${dist} has no language script (${cardLanguageModule})`);
  return manifestClosure(manifest, [cardLanguageModule]).map((c) => path.join(dist, c.file));
}

/** Source files of the first visit that match `forbiddenSources`. */
export function forbiddenIn(bundle: PublicBundle): string[] {
  return bundle.sources.filter((s) => forbiddenSources.some((re) => re.test(s)));
}
