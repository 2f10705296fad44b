// The card renderer's server bundle: `EDGE_ENTRY=worker|node|web vite build -c
// edge/vite.config.ts` (scripts/edge-build.ts runs all three). Vite's SSR build, so CSS modules and
// the `@/` alias resolve as in the app and class names match the browser's. Everything is
// bundled (no node_modules at run time); the worker and web bundles have no Node built-ins.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entries = ['worker', 'node', 'web'] as const;
const entry = entries.find((name) => name === process.env.EDGE_ENTRY) ?? 'worker';
const clientOutDir = path.resolve(root, process.env.EDGE_CLIENT_DIR ?? 'dist');

type Manifest = Record<string, { css?: string[]; imports?: string[]; isEntry?: boolean }>;

/**
 * The stylesheets of the card's document (profile.html: its entry and static imports) in the
 * client build's manifest: a card rendered on the server is styled before any script runs
 * (and with JavaScript off). Paths in the build.
 */
function cardStylesheets(): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(clientOutDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key]?.css?.forEach((file) => found.add(file));
    manifest[key]?.imports?.forEach(visit);
  };
  visit('profile.html');
  if (!manifest['profile.html']) {
    throw new Error(`${clientOutDir}: the manifest has no card document; build with --manifest`);
  }
  return [...found];
}

/**
 * The card's stylesheets' text, inlined into each card page in place of profile.html's links
 * (edge/page.ts): a `<link>` is one more round trip before the first paint. About 8 kB, 2.5 kB
 * gzip.
 */
function cardCss(): string {
  return cardStylesheets()
    .map((file) => readFileSync(path.join(clientOutDir, file), 'utf8').trim())
    .join('\n');
}

export default defineConfig({
  root,
  // Lingui's macro and catalogues as in the app (vite.config.ts): the card renders in the
  // visitor's language here (edge/render.tsx), each catalogue a chunk loaded on its first use.
  plugins: [react(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
  resolve: { tsconfigPaths: true }, // the aliases of tsconfig.json, as in the app
  define: {
    __CARD_CSS__: JSON.stringify(cardCss()),
    'import.meta.env.VITE_API_MOCKING': JSON.stringify('off'),
    // A server's drift goes to its log (console.warn), once per operation and path.
    'import.meta.env.VITE_CONTRACT_DRIFT_REPORT': JSON.stringify('on'),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  ssr: {
    noExternal: true,
    target: entry === 'node' ? 'node' : 'webworker',
  },
  build: {
    ssr: path.join(root, `edge/${entry}.ts`),
    outDir: path.join(root, 'dist-edge'),
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: `${entry}.js` } },
  },
  logLevel: 'warn',
  // public/ belongs to the static build, not to the server bundle.
  publicDir: false,
});
