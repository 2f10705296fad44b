import type { Connect, Plugin, Rollup } from 'vite';
import { cardIdOf, cardPage } from '../src/config/card-path.ts';
import { staticClosure } from './preload-dependencies.ts';

/** The card's own HTML document in the build (the route table's, docs/decisions/0005). */
export const cardDocumentFile = cardPage.document;

/**
 * Two documents from one index.html (docs/decisions/0005, 0013). Each preloads
 * (`<link rel="modulepreload">`) the static import closure of its page's entry, so it downloads
 * in parallel with the dispatcher instead of after it has run:
 * - `index.html`, the app's (`<html data-page="app">`): the app entry's chunks (React, the router,
 *   TanStack Query, Mantine's core) and none of the card's, so /login or the editor never
 *   download the card page;
 * - `profile.html`, every `/profile/{id}`'s (`data-page="card"`): the card entry's chunks.
 *
 * Both load the same dispatcher (src/main.tsx), which still tells a card's path from the app's:
 * a host that answers index.html for every path serves a working card, only slower. `vite
 * preview` answers `/profile/…` with profile.html as deploy/ does; the dev server keeps one
 * document.
 */
export function cardDocument(): Plugin[] {
  return [
    {
      name: 'tapcard:card-document-preview',
      configurePreviewServer(server) {
        server.middlewares.use(serveDocuments);
      },
    },
    {
      name: 'tapcard:card-document',
      apply: 'build',
      enforce: 'post',
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          const index = bundle['index.html'];
          if (index?.type !== 'asset') return;
          const html = String(index.source);
          const card = withPreloads(html, bundle, cardEntry, 'card');
          const app = withPreloads(html, bundle, appEntry, 'app');
          if (!card || !app)
            this.error('index.html or the card and app entries are not as expected');
          index.source = app;
          this.emitFile({ type: 'asset', fileName: cardDocumentFile, source: card });
        },
      },
    },
  ];
}

const cardEntry = '/src/features/public-card/card-entry.tsx';
const appEntry = '/src/app-entry.tsx';

/**
 * `vite preview` answers as deploy/ does: a card's path (`/profile/{id}`, `cardIdOf`)
 * profile.html, any other path the SPA fallback; and `/assets/*` (hashed names) cached for a
 * year, immutable, so a second visit reuses them without asking as it does in production
 * (`npm run bench:list` measures warm visits).
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

/**
 * The built index.html as the document of `page`: `data-page` set and a modulepreload link for
 * every chunk in the static import closure of the chunk whose module ends with `entry`, but the
 * page's entry (its <script> loads it). Undefined when the bundle has no such chunk or the HTML
 * is not index.html's shape.
 */
export function withPreloads(
  html: string,
  bundle: Rollup.OutputBundle,
  entry: string,
  page: 'app' | 'card',
): string | undefined {
  const chunk = Object.values(bundle).find(
    (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(entry),
  );
  if (!chunk || !html.includes('data-page="app"') || !html.includes('</head>')) return undefined;
  const links = [...staticClosure(bundle, chunk.fileName)]
    .filter((file) => bundle[file]?.type === 'chunk' && !bundle[file].isEntry)
    .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
    .join('');
  return html
    .replace('data-page="app"', `data-page="${page}"`)
    .replace('</head>', `${links}  </head>`);
}
