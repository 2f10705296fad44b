import path from 'node:path';
import { serve } from '@hono/node-server';
import { answerConnect, nodeRenderer } from './node-app';

/** The card's CSS, read from the client build by edge/vite.config.ts. */
declare const __CARD_CSS__: string;

/**
 * Node entry (ADR 0011), for Docker and hosts behind nginx: the renderer in front of the
 * static build (edge/node-app.ts). Environment: `PORT` (8787), `HOST` (127.0.0.1), `API_ORIGIN`
 * (required), `PUBLIC_ORIGIN` (required: the site's origin for canonical URLs and Open Graph,
 * e.g. https://cards.example.com), `DIST_DIR` (dist).
 * Run: `node dist-edge/node.js` after `npm run edge:build`.
 */
const apiOrigin = process.env.API_ORIGIN?.trim().replace(/\/$/, '');
if (!apiOrigin) throw new Error('API_ORIGIN must be set (e.g. http://127.0.0.1:4000)');

const app = nodeRenderer({
  apiOrigin,
  publicOrigin: process.env.PUBLIC_ORIGIN,
  cardCss: __CARD_CSS__,
  dist: path.resolve(process.env.DIST_DIR ?? 'dist'),
});

const port = Number(process.env.PORT ?? 8787);
const hostname = process.env.HOST ?? '127.0.0.1';
// The platform's own Request and Response (not @hono/node-server's lighter classes, which it
// would put on globalThis for every module of the process).
const server = serve({ fetch: app.fetch, port, hostname, overrideGlobalObjects: false }, () => {
  console.log(`Card renderer (Node) on http://${hostname}:${port}, API ${apiOrigin}`);
});
answerConnect(server);
