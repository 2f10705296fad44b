import { createRenderer } from './handler';

/** The card's CSS, read from the client build by edge/vite.config.ts. */
declare const __CARD_CSS__: string;

/**
 * The renderer for platforms that run a function on the card's paths (`config` in
 * deploy/netlify/edge-functions/card.js and deploy/vercel-middleware.js, written by
 * `npm run deploy:gen` from src/config/paths.ts) in front of a static site and
 * reach that site with `fetch` (Netlify Edge Functions, Vercel Routing Middleware, Deno
 * Deploy): the card's document is fetched from the site itself (`/profile.html`, which the
 * function does not match). `/api` stays with the platform's own rewrite (deploy/netlify/_redirects,
 * deploy/vercel.json). Built to dist-edge/web.js by `npm run edge:build`.
 * `publicOrigin` (`PUBLIC_ORIGIN`) is required (@throws otherwise); `context.ip` is the client's
 * address as the platform gives it (Netlify: the edge function's `context.ip`; Vercel: the
 * `x-real-ip` header its edge sets), sent as `X-Forwarded-For` should the function see `/api`.
 */
export function cardHandler(
  apiOrigin: string,
  publicOrigin: string | undefined,
): (request: Request, context?: { ip?: string }) => Promise<Response> {
  const home = (request: Request) => fetch(new URL('/profile.html', request.url));
  const app = createRenderer({
    apiOrigin: apiOrigin.replace(/\/$/, ''),
    publicOrigin,
    cardHtml: home,
    assets: home,
    cardCss: __CARD_CSS__,
    clientAddress: (c) => (c.env as { ip?: string } | undefined)?.ip,
  });
  return async (request, context) => app.fetch(request, { ip: context?.ip });
}
