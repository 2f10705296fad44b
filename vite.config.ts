/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig, type Plugin } from 'vite';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
import { contentSecurityPolicy } from './scripts/csp.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The one setting that chooses the backend (see README "Run modes"):
 * - unset: the in-browser mock backend (MSW service worker), no server needed;
 * - a URL (http://localhost:4000 for `npm run mock:api`, http://localhost:4010 for Prism,
 *   or a real server): the dev and preview servers proxy `/api` there, so cookies stay
 *   first-party and no CORS set-up is needed.
 */
const apiTarget = process.env.API_TARGET?.trim() || undefined;

/**
 * An app production build without mocks must not ship the mock service worker. Storybook's
 * builder loads this config too (`npm run build-storybook`, mode production), and the static
 * Storybook needs the worker for its mock backend (issue #12), so the plugin stands down when
 * Storybook's own Vite plugins are present.
 */
function dropMockWorker(enabled: boolean): Plugin {
  let outDir = path.join(root, 'dist');
  let storybook = false;
  return {
    name: 'tapcard:drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      storybook = config.plugins.some((plugin) => plugin.name.startsWith('storybook:'));
    },
    closeBundle() {
      if (enabled && !storybook) {
        rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
      }
    },
  };
}

/**
 * Dev server only (issue #11 "A fast dev server"): `import { IconCopy } from
 * '@tabler/icons-react'` becomes the icon's own ES module, so the browser loads the few icons
 * the app uses instead of the package's barrel of 6,000 (15 MB with its source map). Builds
 * tree-shake the barrel already. Type-only imports are left alone.
 */
function tablerPerIconImports(): Plugin {
  const barrel = /import\s*\{([^}]*)\}\s*from\s*['"]@tabler\/icons-react['"];?/g;
  return {
    name: 'tapcard:tabler-per-icon-imports',
    apply: 'serve',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('@tabler/icons-react')) return null;
      const next = code.replace(barrel, (_, names: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => {
            const [imported, local = imported] = name.split(/\s+as\s+/);
            return `import ${local} from '@tabler/icons-react/dist/esm/icons/${imported}.mjs';`;
          })
          .join('\n'),
      );
      return next === code ? null : { code: next, map: null };
    },
  };
}

/**
 * Dev server only: pre-bundled dependencies are served with a link to their source map (which
 * the dev server serves; devtools fetch it when open) instead of the map inlined, which was two
 * thirds of a fresh load (react-dom alone 3 MB). The app's own modules keep inline maps.
 */
function depsWithoutSourceMaps(): Plugin {
  return {
    name: 'tapcard:deps-without-source-maps',
    apply: 'serve',
    transform(code, id) {
      if (!id.includes('/node_modules/.vite/deps/')) return null;
      const file = path.basename(id.split('?')[0] ?? id);
      return { code: `${code}\n//# sourceMappingURL=${file}.map`, map: { mappings: '' } };
    },
  };
}

/**
 * Lists the lean card page's chunks as `<link rel="modulepreload">` in index.html (issue #10):
 * they download in parallel with the dispatcher instead of after it has run. React, the
 * largest, is needed by every page; the card's own chunks are about 12 kB gzip.
 */
function preloadCardEntry(): Plugin {
  return {
    name: 'tapcard:preload-card-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const entry = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/public-card/card-entry.tsx'),
        );
        if (!entry) return;
        const files = new Set<string>();
        const visit = (name: string) => {
          const chunk = bundle[name];
          if (files.has(name) || chunk?.type !== 'chunk') return;
          files.add(name);
          chunk.imports.forEach(visit);
        };
        visit(entry.fileName);
        // Not the entry itself: its <script> loads it.
        return [...files]
          .filter((file) => bundle[file]?.type === 'chunk' && !bundle[file].isEntry)
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/** Name prefix of the card page's chunks (see `cardModules`). */
const cardChunk = 'card';

/**
 * The modules of the lean card page that its own chunks hold (issue #10,
 * docs/decisions/0005): the static import closure of the card entry, without the dispatcher's
 * (src/main.tsx must start the card request before any of them loads), without React (a
 * chunk of its own) and without the entry module itself (so the manifest keeps its name).
 * Read once the module graph is complete (`buildEnd`), before chunks are formed.
 */
function cardModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'tapcard:card-modules',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const ids = [...this.getModuleIds()];
      const closure = (suffix: string) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        const entry = ids.find((id) => id.endsWith(suffix));
        if (entry) visit(entry);
        return seen;
      };
      const dispatcher = closure('/src/main.tsx');
      for (const id of closure('/src/features/public-card/card-entry.tsx')) {
        if (!dispatcher.has(id) && !id.endsWith('/card-entry.tsx')) modules.add(id);
      }
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}

export default defineConfig(({ mode, command }) => {
  const mocking =
    command === 'serve' ? (apiTarget ? 'off' : 'browser') : mode === 'demo' ? 'browser' : 'off';
  const proxy = apiTarget ? { '/api': { target: apiTarget, changeOrigin: true } } : undefined;
  const card = cardModules();
  return {
    plugins: [
      react(),
      dropMockWorker(mocking === 'off'),
      tablerPerIconImports(),
      depsWithoutSourceMaps(),
      preloadCardEntry(),
      card.plugin,
    ],
    // The per-icon modules are small ES modules: served as they are, and the barrel is never
    // pre-bundled (see tablerPerIconImports).
    optimizeDeps: { exclude: ['@tabler/icons-react'] },
    resolve: {
      alias: {
        '@': path.join(root, 'src'),
        '@mocks': path.join(root, 'mocks'),
        '@tests': path.join(root, 'tests'),
      },
    },
    define: {
      'import.meta.env.VITE_API_MOCKING': JSON.stringify(process.env.VITEST ? 'off' : mocking),
    },
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
      rolldownOptions: {
        output: {
          // The card's chunks are named after every entry that shares them: kept short.
          chunkFileNames: (chunk) =>
            chunk.name.startsWith(`${cardChunk}~`)
              ? `assets/${cardChunk}-[hash].js`
              : 'assets/[name]-[hash].js',
          assetFileNames: (asset) =>
            asset.names.some((name) => name.startsWith(`${cardChunk}~`))
              ? `assets/${cardChunk}-[hash][extname]`
              : 'assets/[name]-[hash][extname]',
          // React alone for the lean card page (issue #10); the app's own libraries in a
          // second chunk, so the card never downloads the router or TanStack Query. Fewer,
          // larger chunks than one per package: fewer requests on a slow phone network.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              // The card page's own modules, grouped by the entries that share them (the app
              // shell shares the footer and icons, the editor the card), with groups under
              // 20 kB merged: 3 files instead of the bundler's 13 for the card. The sign-in
              // pages load no more than before, dashboard pages about 8 kB gzip; one chunk for
              // all of it cost every app page 10 kB (docs/decisions/0005). The dispatcher's
              // modules stay in the entry: no group pulls in its members' dependencies.
              {
                name: cardChunk,
                test: card.has,
                includeDependenciesRecursively: false,
                entriesAware: true,
                entriesAwareMergeThreshold: 20_000,
              },
              {
                name: 'app-runtime',
                test: /node_modules[\\/](react-router|react-router-dom|@tanstack[\\/](query-core|react-query)|openapi-fetch|openapi-react-query)[\\/]/,
              },
            ],
          },
        },
      },
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: [
              'src/**/*.test.{ts,tsx}',
              'tests/**/*.test.{ts,tsx}',
              'mocks/**/*.test.ts',
              'scripts/**/*.test.ts',
              'edge/**/*.test.ts',
            ],
            setupFiles: ['./tests/support/setup.ts'],
            testTimeout: 20_000,
            // Component tests under CI load: one retry there; a retried test is printed by Vitest.
            retry: process.env.CI ? 1 : 0,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
          test: {
            name: 'storybook',
            retry: process.env.CI ? 1 : 0,
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
  };
});
