// `npm run edge:build` (ADR 0011): the static app in dist/ (with its manifest) and the card
// renderer's server bundles in dist-edge/ (worker.js for Cloudflare, node.js for Node, web.js for Netlify, Vercel and Deno).
// dist/_headers (the CSP and the immutable assets of deploy/netlify/_headers, which Cloudflare's
// assets binding reads too) and dist/.assetsignore (the manifest is not published) are added.
// Usage: tsx scripts/edge-build.ts [--no-client]
import { copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { run } from './processes.ts';

export async function buildEdge({ client = true } = {}) {
  if (client) await run('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn']);
  copyFileSync('deploy/netlify/_headers', 'dist/_headers');
  writeFileSync('dist/.assetsignore', '.vite\n');
  rmSync('dist/mockServiceWorker.js', { force: true });
  rmSync('dist-edge', { recursive: true, force: true });
  for (const entry of ['worker', 'node', 'web']) {
    await run('npx', ['vite', 'build', '-c', 'edge/vite.config.ts'], { EDGE_ENTRY: entry });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildEdge({ client: !process.argv.includes('--no-client') }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
