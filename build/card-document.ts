import type { Connect, Plugin } from 'vite';
import { cardIdOf } from '../src/config/paths.ts';

/** The card's own HTML document (a Vite entry beside index.html; docs/decisions/0005). */
export const cardDocumentFile = 'profile.html';

/**
 * The dev and preview servers answer as the hosts do (deploy/, from src/config/paths.ts): a
 * card's path (`/profile/{id}`) is the card's document, profile.html; any other path falls
 * back to index.html. In the preview `/assets/*` (hashed names) is cached for a year,
 * immutable, so a second visit reuses them without asking, as in production (`npm run
 * bench:list` measures warm visits).
 */
export const serveDocuments: Connect.NextHandleFunction = (req, res, next) => {
  if (req.url?.startsWith('/assets/')) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else if (req.method === 'GET' && req.url) {
    const [pathname = ''] = req.url.split('?');
    if (cardIdOf(pathname) !== undefined) req.url = `/${cardDocumentFile}`;
  }
  next();
};

/** {@link serveDocuments} in the dev and preview servers. */
export function cardDocument(): Plugin {
  return {
    name: 'tapcard:card-document',
    configureServer(server) {
      server.middlewares.use(serveDocuments);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serveDocuments);
    },
  };
}
