import { createRenderer } from './handler';

/** The card's CSS, read from the client build by edge/vite.config.ts. */
declare const __CARD_CSS__: string;

/**
 * The renderer for platforms that run a function on `/profile/*` in front of a static site and
 * reach that site with `fetch` (Netlify Edge Functions, Vercel Routing Middleware, Deno
 * Deploy): index.html is fetched from the site itself (`/`, which the function does not
 * match). `/api` stays with the platform's own rewrite (deploy/netlify/_redirects,
 * deploy/vercel.json). Built to dist-edge/web.js by `npm run edge:build`.
 */
export function cardHandler(apiOrigin: string): (request: Request) => Promise<Response> {
  const home = (request: Request) => fetch(new URL('/', request.url));
  const app = createRenderer({
    apiOrigin: apiOrigin.replace(/\/$/, ''),
    indexHtml: home,
    assets: home,
    cardCss: __CARD_CSS__,
  });
  return async (request) => app.fetch(request);
}
