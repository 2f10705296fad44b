/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig, type Rolldown } from 'vite';
import { apiProxy } from './build/api-proxy.ts';
import { buildSettings } from './build/build-settings.ts';
import { cardDocument, languageScript } from './build/card-document.ts';
import { contractParsed } from './build/contract-parsed.ts';
import { depsWithoutSourceMaps } from './build/deps-without-source-maps.ts';
import { mockWorker } from './build/mock-worker.ts';
import { preloadOnlyMissing } from './build/preload-deps.ts';
import { tablerPerIconImports } from './build/tabler-per-icon-imports.ts';
import { EnvironmentBatches } from './build/vitest-sequencer.ts';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
import { contentSecurityPolicy } from './src/config/http-headers.ts';

// The one setting that chooses the backend (README "Run modes"): unset, the in-browser mock
// (`VITE_API_MOCKING` from `.env.[mode]`); a URL, the dev and preview servers proxy `/api`
// there (cookies stay first-party, no CORS) and the mock is off (the environment beats .env).
const apiTarget = process.env.API_TARGET?.trim() || undefined;
if (apiTarget) process.env.VITE_API_MOCKING = 'off';
const proxy = apiTarget ? apiProxy(apiTarget) : undefined;
const retry = process.env.CI ? 1 : 0; // one retry under CI load; Vitest prints a retried test

// We run Lingui's macro through Babel (ADR 0018); its plugin's hint about a native transform
// would print on every start.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';

const cardEntry = /[\\/]src[\\/]card[\\/]main\.tsx$/;
const languageEntry = /[\\/]src[\\/]card[\\/]language-entry\.ts$/;
const cardWing = /[\\/]src[\\/](card|capabilities[\\/][\w-]+[\\/]card)[\\/](?!later[\\/])/;

/**
 * Rolldown's chunk name (`codeSplitting.groups[].name`) for a module of the card's static graph,
 * the modules whose importers lead to the card's entry (src/card/main.tsx), never through a
 * dynamic import: `language` for those the card document's language script
 * (src/card/language-entry.ts) needs too, so that script waits for one small file and not for
 * the card's; else `card` for the card wing's own modules (src/card/, a capability's card/
 * folder), `card-shared` for the parts it shares with the app (the client, the validators, the
 * toasts, the footer); else `null` (Rolldown decides). So the card's first screen is three files
 * besides React and its entries, and no app page loads the card's own code. What the card loads
 * on a tap or after the first paint (a `later/` folder, dynamic imports) stays in chunks of its
 * own.
 */
function cardChunk(id: string, context: Rolldown.ChunkingContext): string | null {
  if (cardEntry.test(id) || languageEntry.test(id)) return null;
  const seen = new Set<string>();
  const pending = [id];
  let card = false;
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (languageEntry.test(current)) return 'language';
    if (seen.has(current)) continue;
    seen.add(current);
    card ||= cardEntry.test(current);
    pending.push(...(context.getModuleInfo(current)?.importers ?? []));
  }
  if (!card) return null;
  return cardWing.test(id) ? 'card' : 'card-shared';
}

const preloads = preloadOnlyMissing();

export default defineConfig({
  plugins: [
    buildSettings(),
    react(),
    // Lingui (docs/decisions/0018-languages-library.md): its macros (`t`) compiled by Babel, as
    // @vitejs/plugin-react 6's README adds a Babel plugin, and `.po` catalogues compiled on import.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    contractParsed(),
    mockWorker(),
    tablerPerIconImports(),
    depsWithoutSourceMaps(),
    cardDocument({ preload: proxy !== undefined }),
    preloads.plugin,
  ],
  // Aliases (`@/`, `@mocks/`, `@tests/`) are tsconfig.json's `paths`, read by Vite, Vitest,
  // Storybook, tsx, Playwright and ESLint alike.
  resolve: { tsconfigPaths: true },
  optimizeDeps: { exclude: ['@tabler/icons-react'] }, // see build/tabler-per-icon-imports.ts
  server: { port: Number(process.env.PORT ?? 5173), proxy },
  preview: {
    port: Number(process.env.PORT ?? 4173),
    proxy,
    // `CSP=1 npm run preview` serves the build under the README's policy (e2e/security.spec.ts).
    headers:
      process.env.CSP === '1' ? { 'Content-Security-Policy': contentSecurityPolicy } : undefined,
  },
  build: {
    sourcemap: false,
    target: 'es2022',
    // No modulepreload polyfill (0.2 KB of the card's first download): every browser of the
    // target but Safari 16 supports `<link rel=modulepreload>`, and one without it still loads
    // every module, only without the head start.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    // Two documents, two entries: the app's (index.html) and the card's (profile.html), and the
    // card document's language script (src/card/language-entry.ts, build/card-document.ts).
    rolldownOptions: {
      input: {
        index: 'index.html',
        profile: 'profile.html',
        [languageScript.name]: languageScript.entry,
      },
      output: {
        // Hashes alone name the chunks and assets (not `[name]-[hash]`), 7 characters (the
        // fewest Rolldown takes for this many chunks; it says so when that changes): every
        // dynamic import carries the list of files it preloads (`__vite__mapDeps`), and short
        // names are 0.4 kB of the card's first download. Entries keep their names (index-…,
        // profile-…).
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[hash:7][extname]',
        // React in a chunk of its own: both entries need it, and it changes rarely.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The in-browser mock backend (demo builds only; a production build has none of it)
            // in one file: split by import, a cold /login walked 7 waves of 93 requests before
            // its first answer; in one file, 4 to 5 waves of 39, and the login form about 0.8 s
            // sooner at 150 ms latency (the journeys open every test cold).
            {
              name: 'mock-backend',
              test: /[\\/]mocks[\\/]|[\\/]node_modules[\\/](msw|@mswjs|@bundled-es-modules|@open-draft|openapi-msw|ajv|ajv-formats|fast-uri|fast-deep-equal|json-schema-traverse|require-from-string|outvariant|strict-event-emitter|is-node-process|headers-polyfill|graphql|path-to-regexp|cookie|tough-cookie|tldts|tldts-core|until-async|rettime|isbot)[\\/]/,
            },
            // The card's first screen in two files (cardChunk): many small ones would each
            // compress on their own (measured: 96.2 kB in 21 files, 92.2 kB in one).
            { name: cardChunk, debugName: 'card', includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    // Vitest's order (longest first), each project's files grouped by environment.
    sequence: { sequencer: EnvironmentBatches },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['{src,tests,build}/**/*.test.{ts,tsx}', '{mocks,scripts,edge}/**/*.test.ts'],
          setupFiles: ['./tests/support/setup.ts'],
          // Files share their worker's modules (loaded once, not per file); tests/support/setup.ts
          // resets what they share (README "The fast unit loop").
          isolate: false,
          // Two workers, not Vitest's default of one fewer than the cores (one, on 2 cores).
          // Each worker loads the modules once for its environment: `EnvironmentBatches` hands
          // out the jsdom files first, then the node ones.
          maxWorkers: 2,
          testTimeout: 20_000,
          retry,
        },
      },
      {
        extends: true,
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) }),
        ],
        test: {
          name: 'storybook',
          retry,
          browser: {
            enabled: true,
            headless: true,
            // Only Vitest needs Chromium: a build (Dockerfile, CI deploy check) must not.
            provider: playwright({
              launchOptions: process.env.VITEST ? chromiumLaunchOptions() : undefined,
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
