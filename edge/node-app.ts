import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Server } from 'node:http';
import type { ServerType } from '@hono/node-server';
import type { Duplex } from 'node:stream';
import { Hono } from 'hono';
import { assetCacheControl, assetsPath, documentCacheControl } from '@/config/http-headers';
import { rawAnswer } from '@/lib/raw-answer';
import { createRenderer, methodNotAllowed, type RendererOptions } from './handler';

/**
 * The renderer in front of the static build on Node (@hono/node-server), as Cloudflare's assets
 * binding does it: `/assets/*` immutable (a missing file is a 404), other files and the SPA
 * fallback (index.html) revalidated on every visit, the deploy headers on all of it. The
 * client's address for the `/api` proxy is the socket's (`getConnInfo`), never a header.
 * Serve its `fetch` with @hono/node-server's `serve` (edge/node.ts).
 */
export function nodeRenderer(
  options: Pick<RendererOptions, 'apiOrigin' | 'publicOrigin' | 'cardCss' | 'fetch'> & {
    /** The static build's folder (`DIST_DIR`, default dist/). */
    dist: string;
  },
): Hono {
  const { dist } = options;
  /** A built document, revalidated on every visit. */
  const builtDocument = (file: string) => async () =>
    new Response(await readFile(path.join(dist, file), 'utf8'), {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': documentCacheControl,
      },
    });

  const files = new Hono();
  // index.html and other unhashed files: revalidated on every visit (docs/deploy.md).
  files.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', documentCacheControl);
  });
  files.use(`${assetsPath}*`, async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', assetCacheControl);
  });
  files.use('*', serveStatic({ root: path.relative(process.cwd(), dist) || '.' }));
  files.all(`${assetsPath}*`, (c) => c.text('Not found', 404));
  files.get('*', builtDocument('index.html'));

  return createRenderer({
    apiOrigin: options.apiOrigin,
    publicOrigin: options.publicOrigin,
    cardCss: options.cardCss,
    fetch: options.fetch,
    cardHtml: builtDocument('profile.html'),
    assets: async (request) => files.fetch(request),
    clientAddress: (c) => getConnInfo(c).remote.address,
  });
}

/**
 * CONNECT (RFC 9110 §9.3.6) reaches a Node server as its `connect` event, never the app; the
 * renderer tunnels nothing, so it answers 405 as for any method it does not serve.
 */
export function answerConnect(server: ServerType) {
  (server as Server).on('connect', (_request: unknown, socket: Duplex) => {
    void rawAnswer(socket, methodNotAllowed(['GET', 'HEAD']));
  });
}
