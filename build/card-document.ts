import type { Connect, Plugin, Rollup } from 'vite';
import { brand } from '../src/config/brand.ts';
import { authCopy } from '../src/features/auth/auth-copy.ts';
import { escapeHtml } from '../src/lib/escape-html.ts';
import { matchesPath } from '../src/lib/path-pattern.ts';

/** The card's own HTML document in the build (issue #20, docs/decisions/0013). */
export const cardDocumentFile = 'profile.html';

/**
 * The app's pages with a document of their own (issue #20): index.html's shell for the page,
 * filled in, is its first paint, before any script has run. `path` in URL Pattern syntax, as the
 * hosts match it; `screen` the shell (`data-page`); `copy` a sign-in page's heading and line.
 * Every other app path gets index.html, where the dispatcher paints the same shells once its
 * first chunks have run (`paintFirstScreen`, src/app/route-modules.ts).
 *
 * A page document preloads none of the app's chunks: the dispatcher starts them, and the
 * session check, once that first screen has been painted (src/main.tsx). Lighthouse's simulation
 * puts every request that ended before the observed first paint on the path to the LCP: with
 * the chunks preloaded, the LCP it reported depended on whether the page painted before or after
 * ~180 KB of script had arrived (0.8 or 1.9 s, run to run; docs/decisions/0013).
 */
export const pageDocuments: {
  file: string;
  path: string;
  screen: 'sign-in' | 'dashboard';
  copy?: { title: string; description: string };
}[] = [
  { file: 'login.html', path: '/login', screen: 'sign-in', copy: authCopy.login },
  { file: 'register.html', path: '/register', screen: 'sign-in', copy: authCopy.register },
  {
    file: 'forgot-password.html',
    path: '/forgot-password',
    screen: 'sign-in',
    copy: authCopy.forgotPassword,
  },
  { file: 'dashboard.html', path: '/dashboard{/*}?', screen: 'dashboard' },
];

/**
 * Documents from one index.html (issue #20, docs/decisions/0013-owner-pages-speed.md). Two
 * preload (`<link rel="modulepreload">`) the static import closure of their page's entry, so it
 * downloads in parallel with the dispatcher instead of after it has run (issue #10, 0005):
 * - `index.html`, the app's (`<html data-page="app">`): the app entry's chunks (React, the router,
 *   TanStack Query, Mantine's core) and none of the card's, so /login or the editor never
 *   download the card page;
 * - `profile.html`, every `/profile/{id}`'s (`data-page="card"`): the card entry's chunks, at
 *   low priority (`fetchpriority="low"`): Lighthouse's simulation counts a script preload of
 *   high priority that ended before the first paint as blocking it, so the card's FCP was 0.64
 *   or 1.7 s run by run; the download itself is no later on a throttled phone (the card's name
 *   on screen at 1.23 s against 1.24).
 *
 * and the {@link pageDocuments}, which paint their first screen from HTML and preload nothing.
 * All load the same dispatcher (src/main.tsx), which still tells a card's path from the app's:
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
      // The shells' product and dashboard names, in the dev server's index.html as in the build's.
      name: 'tapcard:shell-texts',
      transformIndexHtml: (html) => withShell(html),
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
          for (const { file, screen, copy } of pageDocuments) {
            this.emitFile({
              type: 'asset',
              fileName: file,
              source: pageDocument(html, screen, copy),
            });
          }
        },
      },
    },
  ];
}

const cardEntry = '/src/features/public-card/card-entry.tsx';
const appEntry = '/src/app-entry.tsx';

/**
 * `vite preview` answers as deploy/ does: a card's path (`/profile/{id}`) profile.html, a page of
 * {@link pageDocuments} its document (query kept), any other path the SPA fallback; and
 * `/assets/*` (hashed names) cached for a year, immutable, so a second visit reuses them
 * without asking as it does in production (`npm run bench:list` measures warm visits).
 */
export const serveDocuments: Connect.NextHandleFunction = (req, res, next) => {
  if (req.url?.startsWith('/assets/')) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else if (req.method === 'GET' && req.url) {
    const [pathname = '', query] = req.url.split(/(?=\?)/);
    const path = pathname.replace(/(.)\/$/, '$1');
    if (/^\/profile\/[^/.]+$/.test(path)) req.url = `/${cardDocumentFile}`;
    const page = pageDocuments.find((d) => matchesPath(d.path, pathname));
    if (page) req.url = `/${page.file}${query ?? ''}`;
  }
  next();
};

/**
 * index.html's shell texts filled in (`data-shell-text`: the product name and the dashboard's
 * name, for every document; a sign-in page's heading and line with `copy`), as escaped text; a
 * text already filled in stays. The dispatcher fills in the same heading and line where a
 * sign-in page has no document of its own (`paintFirstScreen`).
 */
export function withShell(html: string, copy?: { title: string; description: string }): string {
  const texts: Record<string, string> = {
    product: brand.productName,
    dashboard: `${brand.productName} Dashboard`,
    ...copy,
  };
  return html.replace(
    /(data-shell-text="([a-z]+)">)(<\/)/g,
    (whole, open: string, part: string, close: string) =>
      part in texts ? `${open}${escapeHtml(texts[part]!)}${close}` : whole,
  );
}

/**
 * The built index.html as the document of a page of {@link pageDocuments}: `data-page` set to
 * its `screen`, its shell's texts filled in ({@link withShell}), and no modulepreload link (the
 * dispatcher starts the app's chunks once this first screen is painted).
 */
export function pageDocument(
  html: string,
  screen: (typeof pageDocuments)[number]['screen'],
  copy?: { title: string; description: string },
): string {
  return withShell(html.replace('data-page="app"', `data-page="${screen}"`), copy);
}

/**
 * The built index.html as the document of `page`: `data-page` set and a modulepreload link for
 * every chunk in the static import closure of the chunk whose module ends with `entry`, but the
 * page's entry (its <script> loads it), at low priority for the card; the card's without the
 * owner pages' frames. Undefined when the bundle has no such chunk or the HTML is not
 * index.html's shape.
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
  const files = new Set<string>();
  const visit = (name: string) => {
    const c = bundle[name];
    if (files.has(name) || c?.type !== 'chunk') return;
    files.add(name);
    c.imports.forEach(visit);
  };
  visit(chunk.fileName);
  const priority = page === 'card' ? ' fetchpriority="low"' : '';
  const links = [...files]
    .filter((file) => bundle[file]?.type === 'chunk' && !bundle[file].isEntry)
    .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}"${priority}>\n`)
    .join('');
  const document = html
    .replace('data-page="app"', `data-page="${page}"`)
    .replace('</head>', `${links}  </head>`);
  // The card's document goes without the owner pages' frames (a longer document to parse before
  // its first paint): their style element and their markup between `app shells` comments.
  return page === 'card'
    ? document
        .replace(/\s*<!-- The owner pages' frames[^]*?<style data-app-shells>[^]*?<\/style>/, '')
        .replace(/\s*<!-- app shells -->[^]*?<!-- \/app shells -->/, '')
    : document;
}
