// `PORT=8787 API_TARGET=http://127.0.0.1:4000 npm run edge:preview` (ADR 0011): builds the app
// and the card renderer (scripts/edge-build.ts), then serves them on Cloudflare's own runtime
// (workerd, through `wrangler dev`, local only) on PORT (default 8787 + TEST_PORT_OFFSET),
// with `/api` proxied to API_TARGET (default http://127.0.0.1:4000, `npm run mock:api`).
// Canonical URLs use PUBLIC_ORIGIN (default the preview's own, http://127.0.0.1:PORT).
// `--no-build` serves the last build.
import { spawn } from 'node:child_process';
import { buildEdge } from './edge-build.ts';
import { testPort } from './test-ports.ts';

const port = Number(process.env.PORT ?? testPort(8787));
const api = (process.env.API_TARGET?.trim() || 'http://127.0.0.1:4000').replace(/\/$/, '');
const publicOrigin = process.env.PUBLIC_ORIGIN?.trim() || `http://127.0.0.1:${port}`;

if (!process.argv.includes('--no-build')) await buildEdge();
// wrangler's own CLI under this Node (no npx layer), so a signal here reaches it.
const wrangler = spawn(
  process.execPath,
  [
    'node_modules/wrangler/bin/wrangler.js',
    'dev',
    '-c',
    'edge/wrangler.jsonc',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--var',
    `API_ORIGIN:${api}`,
    '--var',
    `PUBLIC_ORIGIN:${publicOrigin}`,
    // Its own debugger port, so two previews (tests) can run side by side.
    '--inspector-port',
    String(port + 10_000),
    '--show-interactive-dev-session=false',
    '--log-level',
    'warn',
  ],
  { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
);
console.log(`Card renderer on workerd: http://127.0.0.1:${port} (API ${api})`);
const stop = () => wrangler.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
wrangler.on('exit', (code) => process.exit(code ?? 0));
