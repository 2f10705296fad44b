import { createRenderer } from './handler';

/** The bindings of wrangler.jsonc: the static build and the API's origin. */
type Env = {
  ASSETS: { fetch: (request: Request | string | URL) => Promise<Response> };
  API_ORIGIN: string;
  /** The site's origin for canonical URLs and Open Graph (required: never the `Host` header). */
  PUBLIC_ORIGIN?: string;
};

/** The card's CSS, read from the client build by edge/vite.config.ts. */
declare const __CARD_CSS__: string;

let app: ReturnType<typeof createRenderer> | undefined;

/**
 * Cloudflare Workers entry: wrangler.jsonc runs this Worker first for the card's paths and
 * `/api/*` (`run_worker_first`, written by `npm run deploy:gen` from src/config/paths.ts);
 * every other path is served from the static assets binding, with the headers of `_headers`
 * (copied by scripts/edge-build.ts). Without `PUBLIC_ORIGIN` every
 * request answers 500 (createRenderer throws).
 */
export default {
  fetch(request: Request, env: Env): Promise<Response> | Response {
    app ??= createRenderer({
      apiOrigin: env.API_ORIGIN.replace(/\/$/, ''),
      publicOrigin: env.PUBLIC_ORIGIN,
      cardHtml: (req) => env.ASSETS.fetch(new URL('/profile.html', req.url)),
      assets: (req) => env.ASSETS.fetch(req),
      cardCss: __CARD_CSS__,
      // Cloudflare sets it to the connecting client's address, replacing any the client sent.
      clientAddress: (c) => c.req.header('CF-Connecting-IP'),
    });
    return app.fetch(request, env);
  },
};
