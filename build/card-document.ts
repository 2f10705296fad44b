import type { Connect, HtmlTagDescriptor, Plugin } from 'vite';
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
 * The card document's language script, an entry of its own (vite.config.ts `input`): it starts
 * the visitor's language's chunks while the card's code downloads (src/card/language-entry.ts).
 */
export const languageScript = { name: 'card-language', entry: 'src/card/language-entry.ts' };

/**
 * The `<script type="module" async>` of {@link languageScript} for the card's document: the
 * built entry's file in `bundle` (a build), else the source (the dev server). `async`: it runs
 * as soon as it arrives, not after the document and the card's script as a deferred module
 * would (https://html.spec.whatwg.org/multipage/scripting.html#attr-script-async).
 * @throws when a build's bundle holds no such entry.
 */
export function languageScriptTag(
  bundle:
    | Record<string, { type: string; name?: string; isEntry?: boolean; fileName: string }>
    | undefined,
  base = '/',
): HtmlTagDescriptor {
  let src = `/${languageScript.entry}`;
  if (bundle) {
    const chunk = Object.values(bundle).find(
      (c) => c.type === 'chunk' && c.isEntry && c.name === languageScript.name,
    );
    if (!chunk) throw new Error(`the build holds no ${languageScript.name} entry`);
    src = `${base}${chunk.fileName}`;
  }
  return {
    tag: 'script',
    attrs: { type: 'module', async: true, crossorigin: true, src },
    injectTo: 'head',
  };
}

/**
 * {@link serveDocuments} in the dev and preview servers, and the card's document's
 * {@link languageScriptTag}.
 * @param options.preload whether the server proxies `/api` (vite.config.ts `API_TARGET`)
 */
export function cardDocument(options: { preload: boolean }): Plugin {
  let base = '/';
  return {
    name: 'tapcard:card-document',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        context.path.endsWith(`/${cardDocumentFile}`)
          ? [languageScriptTag(context.bundle, base)]
          : undefined,
    },
    configureServer(server) {
      server.middlewares.use(serveDocuments(options));
    },
    configurePreviewServer(server) {
      server.middlewares.use(serveDocuments(options));
    },
  };
}
