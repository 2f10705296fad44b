import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The mock-only public folder: what the in-browser mock backend serves besides `public/`. */
export const mockPublicDir = fileURLToPath(new URL('../public-mock', import.meta.url));
const workerFile = 'mockServiceWorker.js';

/**
 * The in-browser mock backend's service worker (msw) lives in `public-mock/`, not `public/`, so
 * a build without mocks never contains it (README "Deploy"). In mock mode (`VITE_API_MOCKING`
 * is `browser`: `.env.development`, `.env.demo`) the dev server serves it and the build emits
 * it at the site root, the scope the worker needs. Storybook lists `public-mock/` in its
 * `staticDirs` (the static Storybook carries its own mock backend).
 */
export function mockWorker(): Plugin {
  let enabled = false;
  const source = () => readFileSync(path.join(mockPublicDir, workerFile), 'utf8');
  return {
    name: 'tapcard:mock-worker',
    configResolved(config) {
      enabled = config.env.VITE_API_MOCKING === 'browser';
    },
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(`/${workerFile}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(source());
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: workerFile, source: source() });
    },
  };
}
