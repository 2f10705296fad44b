import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createRenderer } from './handler';

/** The card's CSS, read from the client build by edge/vite.config.ts. */
declare const __CARD_CSS__: string;

/**
 * Node entry (issue #18), for Docker and hosts behind nginx: the renderer in front of the
 * static build, as Cloudflare's assets binding does it. `/assets/*` immutable (a missing file
 * is a 404), other files and the SPA fallback (index.html) revalidated on every visit.
 * Environment: `PORT` (8787), `HOST` (127.0.0.1), `API_ORIGIN` (required), `DIST_DIR` (dist),
 * `PUBLIC_ORIGIN` (canonical URLs behind a TLS proxy, e.g. https://cards.example.com).
 * Run: `node dist-edge/node.js` after `npm run edge:build`.
 */
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const apiOrigin = process.env.API_ORIGIN?.trim().replace(/\/$/, '');
if (!apiOrigin) throw new Error('API_ORIGIN must be set (e.g. http://127.0.0.1:4000)');

/** A built document, revalidated on every visit. */
const builtDocument = (file: string) => async () =>
  new Response(await readFile(path.join(dist, file), 'utf8'), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
const cardHtml = builtDocument('profile.html');

const files = new Hono();
// index.html and other unhashed files: revalidated on every visit (README "Deploy").
files.use('*', async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-cache');
});
files.use('/assets/*', async (c, next) => {
  await next();
  if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
});
files.use('*', serveStatic({ root: path.relative(process.cwd(), dist) || '.' }));
files.all('/assets/*', (c) => c.text('Not found', 404));
files.get('*', builtDocument('index.html'));

const app = createRenderer({
  apiOrigin,
  publicOrigin: process.env.PUBLIC_ORIGIN?.trim(),
  cardHtml,
  assets: async (request) => files.fetch(request),
  cardCss: __CARD_CSS__,
});

const port = Number(process.env.PORT ?? 8787);
const hostname = process.env.HOST ?? '127.0.0.1';
serve({ fetch: app.fetch, port, hostname }, () => {
  console.log(`Card renderer (Node) on http://${hostname}:${port}, API ${apiOrigin}`);
});
