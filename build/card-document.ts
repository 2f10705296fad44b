import type { Connect, Plugin } from 'vite';
import { cardPreloadLink } from '../src/config/card-preload.ts';
import { cardIdOf } from '../src/config/paths.ts';

/** The card's own HTML document (a Vite entry beside index.html; docs/decisions/0005). */
export const cardDocumentFile = 'profile.html';

/**
 * The dev and preview servers answer as the hosts do (deploy/, from src/config/paths.ts): a
 * card's path (`/profile/{id}`) is the card's document, profile.html; any other path falls
 * back to index.html. With `preload` (the server proxies `/api` to a backend) the card's
 * document comes with the `Link` header that starts the card's request (src/config/
 * card-preload.ts), as nginx sends it; without, the in-browser mock answers the card, which a
 * request the document starts would bypass. In the preview `/assets/*` (hashed names) is cached
 * for a year, immutable, so a second visit reuses them without asking, as in production (`npm
 * run bench:list` measures warm visits).
 */
export function serveDocuments({ preload }: { preload: boolean }): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (req.url?.startsWith('/assets/')) {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    } else if (req.method === 'GET' && req.url) {
      const url = new URL(req.url, 'http://host');
      const profileId = cardIdOf(url.pathname);
      if (profileId !== undefined) {
        req.url = `/${cardDocumentFile}`;
        const link = preload ? cardPreloadLink(profileId, url.searchParams) : undefined;
        if (link) res.setHeader('Link', link);
      }
    }
    next();
  };
}

/**
 * {@link serveDocuments} in the dev and preview servers.
 * @param options.preload whether the server proxies `/api` (vite.config.ts `API_TARGET`)
 */
export function cardDocument(options: { preload: boolean }): Plugin {
  return {
    name: 'tapcard:card-document',
    configureServer(server) {
      server.middlewares.use(serveDocuments(options));
    },
    configurePreviewServer(server) {
      server.middlewares.use(serveDocuments(options));
    },
  };
}
