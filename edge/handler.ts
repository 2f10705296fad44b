import { Hono, type Context } from 'hono';
import { bodyLimits, bodyTooLargeMessage, readLimited } from '@/lib/body-limit';
import { messages } from '@/lib/validation/messages';
import { cardClient } from '@/card/card-client';
import { cardBackground, redirectOf } from '@/card/card-page';
import { cardLanguageOf } from '@/lib/card-own-language';
import { requestCard, type CardAnswer, type Count } from '@/card/card-request';
import { countParam } from '@/config/card-preload';
import { apiPath, clientAddressHeaders, forwardedHeaders } from '@/config/api-proxy';
import { responseHeaders } from '@/config/http-headers';
import { cardIdOf, paths } from '@/config/paths';
import { isCrawler } from './crawler';
import { canonicalUrl, cardHeadTags } from './head';
import { requestLanguage } from './language';
import { answerPage, cardPage } from './page';
import { renderCard, type RenderedCard } from './render';
import { contactFileResponse } from './contact-file';

/**
 * The card renderer (docs/decisions/0011-card-at-the-edge.md): one fetch handler,
 * standard Web APIs only, for Cloudflare Workers (worker.ts), Node (node.ts), Netlify and
 * Vercel edge functions and Deno. It answers `GET /profile/{id}` with the built profile.html
 * holding the card (head tags, markup, answer) and proxies `/api/*` to the API; everything
 * else is the platform's static files.
 */
export type RendererOptions = {
  /** Origin of the API (`API_ORIGIN`), e.g. `https://api.example.com`; no trailing slash. */
  apiOrigin: string;
  /** The built profile.html (the card's document, build/card-document.ts), fetched per request. */
  cardHtml: (request: Request) => Promise<Response>;
  /** The static app: what answers every path the renderer does not (files, SPA fallback). */
  assets: (request: Request) => Promise<Response>;
  /** The CSS the card needs before any script: the card's stylesheets of the build, inlined. */
  cardCss: string;
  /** The fetch used to reach the API (tests pass their own). */
  fetch?: typeof fetch;
  /**
   * The site's public origin for canonical URLs, `og:url` and the default `og:image`
   * (`PUBLIC_ORIGIN`, e.g. `https://cards.example.com`), required: the request's `Host` is the
   * client's to write, and a page built from it could be kept for everyone by a cache in front.
   * @throws from createRenderer when it is not an http(s) origin.
   */
  publicOrigin: string | undefined;
  /**
   * The client's network address as the platform's connection gives it (not a header the
   * client wrote): the `/api` proxy sends it as `X-Forwarded-For`, which the API's throttles
   * key clients by (contract "Throttles"). Undefined when the platform gives none: the proxy
   * then drops the client's `X-Forwarded-For` and sends none.
   */
  clientAddress: (c: Context) => string | undefined;
  /** Milliseconds to wait for the API before serving the plain static page. Default 5000. */
  apiTimeoutMs?: number;
};

/**
 * A card's HTML is never stored by a shared cache and revalidated by the browser on every
 * visit: each visit is a tap, and an owner's edit shows at once.
 */
const htmlCacheControl = 'private, no-cache';

/**
 * The card's request (`requestCard`, the page's own, on the card's client: its contract
 * boundary and failure normalisation) to the API origin, with a timeout: no answer in time is
 * the client's network failure, a 503.
 */
function readCardAnswer(options: RendererOptions, id: string, count: Count): Promise<CardAnswer> {
  const timeout = AbortSignal.timeout(options.apiTimeoutMs ?? 5000);
  return requestCard(cardClient, id, count, {
    baseUrl: options.apiOrigin,
    // By URL and headers, not the Request itself: @hono/node-server swaps the global Request
    // class, whose objects the platform's fetch does not take.
    fetch: (request) =>
      (options.fetch ?? fetch)(request.url, { headers: request.headers, signal: timeout }),
  });
}

/** The answer as the page's data block carries it (edge/page.ts): the status and the body. */
const embedded = (answer: CardAnswer) => ({
  status: answer.status,
  body: answer.envelope ?? answer.failure,
});

function html(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': htmlCacheControl,
      ...headers,
    },
  });
}

/**
 * The headers of a card rendered in `language`: `Vary: Accept-Language`, because the header
 * chose (or could have chosen) the language, so a cache must not give this page to a request
 * with another `Accept-Language` (RFC 9110 §12.5.5); and `Content-Language`, the language of
 * its text (RFC 9110 §8.5).
 */
const languageHeaders = (language: string) => ({
  Vary: 'Accept-Language',
  'Content-Language': language,
});

/**
 * The answer for `/profile/{id}`:
 * - a card: profile.html with the card rendered in, 200, in the visitor's language
 *   (`requestLanguage`: `?lang=`, `Accept-Language`, English), `Vary: Accept-Language`;
 * - a redirect card (http(s) `meta.redirectUrl`): 302 to it, before any HTML;
 * - an unknown or inactive card (a 4xx with a message): the app's page with the answer, under
 *   the API's status; the browser shows /error with the message, without asking again;
 * - no answer, a 5xx or an answer the contract boundary cannot read: profile.html as it is built
 *   (the browser asks for the card itself, as it does without the renderer);
 * - a card the server cannot render: profile.html with the answer (the browser renders it).
 * `options.publicOrigin` is the checked origin (createRenderer's), without a trailing slash.
 */
export async function cardResponse(
  request: Request,
  options: RendererOptions & { publicOrigin: string },
  id: string,
): Promise<Response> {
  const url = new URL(request.url);
  const count = isCrawler(request.headers.get('User-Agent'))
    ? 'false'
    : countParam(url.searchParams);
  const [answer, index] = await Promise.all([
    readCardAnswer(options, id, count),
    options.cardHtml(request).then((r) => (r.ok ? r.text() : undefined)),
  ]);
  if (index === undefined) return new Response('profile.html is missing', { status: 500 });
  const plain = () => html(index, 200);
  if (answer.status >= 500) return plain();
  if (!answer.envelope) return html(answerPage(index, embedded(answer)), answer.status);
  const { data } = answer.envelope;
  const { profile } = data;
  const redirect = redirectOf(profile);
  if (redirect) {
    return new Response(null, {
      status: 302,
      headers: { Location: redirect, 'Cache-Control': htmlCacheControl },
    });
  }
  // The card's own language before English, as in the browser (startCardPage).
  const language = requestLanguage(request, cardLanguageOf(profile));
  let rendered: RenderedCard;
  try {
    rendered = await renderCard(data, language.tag);
  } catch (error) {
    // Never worse than the static page: the browser renders the card from the answer.
    console.error('card renderer: rendering failed', error);
    return html(answerPage(index, embedded(answer)), 200);
  }
  const page = cardPage(index, {
    headTags: cardHeadTags(profile, options.publicOrigin, {
      served: language,
      title: rendered.title,
    }),
    css: options.cardCss,
    background: cardBackground(profile),
    markup: rendered.markup,
    answer: embedded(answer),
    language,
  });
  return page === undefined ? plain() : html(page, 200, languageHeaders(language.tag));
}

/**
 * The request's body within the contract's limit (contract "Body size": 100 KiB of JSON, a logo
 * upload's 2 MB plus 64 KiB as multipart), or the API's 413 answer: from `Content-Length`
 * before a byte is read, else as soon as the streamed bytes pass it (never all of it in memory).
 */
async function limitedBody(request: Request): Promise<Uint8Array<ArrayBuffer> | Response> {
  const upload = /^multipart\/form-data\s*(;|$)/i.test(request.headers.get('Content-Type') ?? '');
  const body = await readLimited(
    request,
    upload ? bodyLimits.multipartBytes : bodyLimits.jsonBytes,
  );
  if (body !== 'too-large') return body;
  const message = upload ? messages.logoSize : bodyTooLargeMessage;
  return Response.json({ success: false, message }, { status: 413 });
}

/**
 * Forwards a request to the API origin, path and query unchanged (same-origin `/api`), by the
 * rules of every proxy in front of the API (src/config/api-proxy.ts, as deploy/nginx.conf):
 * `X-Forwarded-For` set to `address` (the connection's) and `X-Forwarded-Host`/`-Proto` to the
 * public origin, replacing whatever the client sent (on Node nothing else overwrites them). A
 * body over the contract's limit answers 413 without reaching the API.
 */
async function proxyToApi(
  request: Request,
  options: RendererOptions & { publicOrigin: string },
  address: string | undefined,
): Promise<Response> {
  const url = new URL(request.url);
  const target = `${options.apiOrigin}${url.pathname}${url.search}`;
  const headers = new Headers(request.headers);
  headers.delete('Host');
  for (const name of clientAddressHeaders) headers.delete(name);
  // The page's origin as configured, never as the client wrote it: a server that checks a
  // proxied request's Origin against the forwarded host (the HTTP mock does) must get ours.
  const served = new URL(options.publicOrigin);
  const forwarded = forwardedHeaders({
    address,
    host: served.host,
    protocol: served.protocol === 'https:' ? 'https' : 'http',
  });
  for (const [name, value] of Object.entries(forwarded)) headers.set(name, value);
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const limited = await limitedBody(request);
    // Not `instanceof Response`: @hono/node-server swaps the global Response class.
    if (!(limited instanceof Uint8Array)) return limited;
    body = limited;
  }
  const answer = await (options.fetch ?? fetch)(target, {
    method: request.method,
    headers,
    body,
    redirect: 'manual',
  });
  // fetch has decoded the body already: its length and encoding headers no longer apply.
  const out = new Headers(answer.headers);
  out.delete('Content-Encoding');
  out.delete('Content-Length');
  return new Response(answer.body, { status: answer.status, headers: out });
}

/** The methods the `/api` proxy forwards (every method of the contract, and CORS preflights). */
const proxiedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Whether a Fetch `Request` can have `method` (Fetch standard: not a forbidden method). */
function fetchCarries(method: string): boolean {
  try {
    return new Request('http://localhost/', { method }).method.length > 0;
  } catch {
    return false;
  }
}

/** 405 with `Allow` (RFC 9110 §15.5.6), as plain text like the renderer's other refusals. */
export const methodNotAllowed = (allow: readonly string[]) =>
  new Response('405 Method Not Allowed', {
    status: 405,
    headers: { Allow: allow.join(', '), 'Content-Type': 'text/plain; charset=utf-8' },
  });

/** `origin` as an http(s) origin without a trailing slash. @throws when it is not one. */
function publicOriginOf(origin: string | undefined): string {
  const text = origin?.trim() ?? '';
  const parsed = URL.canParse(text) ? new URL(text) : undefined;
  if (parsed?.protocol !== 'http:' && parsed?.protocol !== 'https:') {
    throw new Error("PUBLIC_ORIGIN must be the site's origin (e.g. https://cards.example.com)");
  }
  return parsed.origin;
}

/**
 * The renderer as a Hono app: `GET /profile/{id}` rendered, its contact file, `/api/*` proxied
 * to `apiOrigin`, the deploy files' headers (src/config/http-headers.ts `responseHeaders`) on
 * everything it answers, static files included. Other paths fall through to the platform
 * (`assets`). The paths are src/config/paths.ts's, a trailing slash allowed as everywhere
 * (`strict: false`); the hosts run the renderer on them (deploy/, edge/wrangler.jsonc).
 * @throws when `publicOrigin` is not an http(s) origin.
 */
export function createRenderer(options: RendererOptions): Hono {
  const settings = { ...options, publicOrigin: publicOriginOf(options.publicOrigin) };
  const app = new Hono({ strict: false });
  app.use('*', async (c, next) => {
    await next();
    // Proxied and asset answers may have immutable headers: copy before setting.
    c.res = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(responseHeaders)) c.res.headers.set(name, value);
  });
  app.all(`${apiPath}*`, (c) => {
    // A method fetch cannot carry (TRACE, TRACK, CONNECT) cannot be forwarded: 405 here, not
    // a thrown TypeError and a 500.
    if (!fetchCarries(c.req.method)) return methodNotAllowed(proxiedMethods);
    return proxyToApi(c.req.raw, settings, settings.clientAddress(c));
  });
  // Pages and files are read-only: any other method is 405 (RFC 9110 §15.5.6), never the page.
  app.use('*', async (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : methodNotAllowed(['GET', 'HEAD']),
  );
  // The card's contact file at a stable URL (edge/contact-file.ts); no tap counted.
  app.get(paths.cardContactFile, (c) => {
    const id = c.req.param('profileId');
    const url = canonicalUrl(settings.publicOrigin, id);
    return contactFileResponse(readCardAnswer(settings, id, 'false'), url);
  });
  // The id as the card's entry reads it (cardIdOf): the answer embedded is for the same card.
  app.get(paths.card, async (c, next) => {
    const id = cardIdOf(new URL(c.req.url).pathname);
    if (id === undefined) return next();
    return cardResponse(c.req.raw, settings, id);
  });
  app.notFound((c) => settings.assets(c.req.raw));
  return app;
}
