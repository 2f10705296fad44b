import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { pathToFileURL } from 'node:url';
import { createServer } from '@mswjs/http-middleware';
import { createMockBackend } from './handlers';
import { defaultPublicOrigin } from './handlers/context';
import { privateHeaders } from './handlers/gate';
import { clientAddressHeader } from './throttle';

/**
 * Origins allowed to call the HTTP mock cross-origin with credentials (README "Run modes"):
 * `MOCK_API_CORS_ORIGINS`, comma-separated; by default the dev and preview servers' own.
 */
export function corsOriginsFromEnv(value = process.env.MOCK_API_CORS_ORIGINS): string[] {
  const list = value?.split(',').map((o) => o.trim().replace(/\/$/, ''));
  return list?.filter(Boolean).length
    ? list.filter(Boolean)
    : ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173'];
}

/**
 * CORS with credentials (Fetch standard, "CORS protocol") for the allowed origins only: the
 * exact origin is echoed, never `*`. Answers preflights itself; returns true when it did.
 */
function cors(req: IncomingMessage, res: ServerResponse, origins: string[]): boolean {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  if (!origin || !origins.includes(origin)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? 'Content-Type',
  );
  res.setHeader('Access-Control-Max-Age', '600');
  res.statusCode = 204;
  res.end();
  return true;
}

/**
 * The public origin of the cards this mock serves (`MockContext.publicOrigin`: the card URL in a
 * mailed contact file), from `MOCK_API_PUBLIC_ORIGIN`: an http(s) origin such as
 * `https://cards.example.com`, a trailing slash or path dropped; by default the dev server's
 * `http://localhost:5173` (`npm start` with `API_TARGET`). Throws on a value that is no
 * http(s) URL, so a typo never puts a wrong link into a mail.
 */
export function publicOriginFromEnv(value = process.env.MOCK_API_PUBLIC_ORIGIN): string {
  const given = value?.trim();
  if (!given) return defaultPublicOrigin;
  const url = URL.canParse(given) ? new URL(given) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(
      `MOCK_API_PUBLIC_ORIGIN must be an http(s) origin, not ${JSON.stringify(given)}`,
    );
  }
  return url.origin;
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The origin the page is on when a proxy in front of the mock forwards the request: the dev or
 * preview server (scripts/api-proxy.ts) sets `X-Forwarded-Proto` and `X-Forwarded-Host`.
 * Trusted from a proxy on this machine (a loopback peer) or with `trustProxy`; else undefined.
 * A browser cannot add these headers to a cross-site request without a CORS preflight, which the
 * mock grants only to its CORS origins, so a page on another site cannot claim its own origin.
 */
function forwardedOrigin(req: IncomingMessage, trustProxy: boolean): string | undefined {
  if (!trustProxy && !loopback.has(req.socket.remoteAddress ?? '')) return undefined;
  const first = (name: string) =>
    String(req.headers[name] ?? '')
      .split(',')[0]
      ?.trim();
  const proto = first('x-forwarded-proto');
  const host = first('x-forwarded-host');
  if (!host || (proto !== 'http' && proto !== 'https')) return undefined;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * msw's `HttpResponse.error()` (an injected network error) reaches the middleware as status 0,
 * which HTTP cannot carry: the connection is dropped instead, as when a server is down.
 */
function dropOnNetworkError(req: IncomingMessage, res: ServerResponse) {
  let status = res.statusCode;
  Object.defineProperty(res, 'statusCode', {
    configurable: true,
    get: () => status,
    set: (value: number) => {
      if (value === 0) {
        res.end = (() => res) as ServerResponse['end'];
        req.socket.destroy();
        return;
      }
      status = value;
    },
  });
}

/**
 * A refusal sent before the request body was read (413, 415, 403) closes the connection, so the
 * unread rest of the body never reaches the next request on a kept-alive socket.
 */
function closeIfBodyUnread(req: IncomingMessage, res: ServerResponse) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    if (!req.complete) res.setHeader('Connection', 'close');
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

/**
 * The mock backend over real HTTP (`npm run mock:api`), for curl, Postman, browser tests and
 * `contract:verify`. State lives in memory; `POST /__mock/reset` restores the seed and
 * `POST /__mock/scenario` selects a scenario. An injected network error closes the socket.
 */
export function startMockApiServer(
  options: {
    port?: number;
    host?: string;
    corsOrigins?: string[];
    /**
     * Behind a proxy that sets `X-Forwarded-For` to the client's address (deploy/nginx.conf):
     * the throttles key clients by its last entry instead of the socket's address.
     * `MOCK_API_TRUST_PROXY=1`.
     */
    trustProxy?: boolean;
    /**
     * The origin of the cards' public pages, for the link in a mailed contact file, never the
     * request's `Host` (`MOCK_API_PUBLIC_ORIGIN`, see {@link publicOriginFromEnv}).
     */
    publicOrigin?: string;
  } = {},
) {
  const {
    port = 4000,
    host = '127.0.0.1',
    corsOrigins = corsOriginsFromEnv(),
    trustProxy = process.env.MOCK_API_TRUST_PROXY === '1',
    publicOrigin = publicOriginFromEnv(),
  } = options;
  const backend = createMockBackend({
    cookieMode: 'header',
    allowedOrigins: corsOrigins,
    publicOrigin,
  });
  const app = createServer(...backend.handlers);
  // Contract "Reference rules", personal answers: nothing says which server answers.
  app.disable('x-powered-by');
  const server = createHttpServer((req, res) => {
    const forwarded = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean)
      .pop();
    req.headers[clientAddressHeader] =
      (trustProxy ? forwarded : undefined) ?? req.socket.remoteAddress ?? 'unknown';
    // The gate's private headers (gate.ts `privateHeaders`): never what a client sent.
    req.headers[privateHeaders.requestTarget] = req.url ?? '/';
    const served = forwardedOrigin(req, trustProxy);
    if (served) req.headers[privateHeaders.servedOrigin] = served;
    else delete req.headers[privateHeaders.servedOrigin];
    if (cors(req, res, corsOrigins)) return;
    dropOnNetworkError(req, res);
    closeIfBodyUnread(req, res);
    void app(req, res);
  });
  const ready = new Promise<string>((resolve) => {
    server.listen(port, host, () => resolve(`http://${host}:${port}`));
  });
  return {
    backend,
    ready,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.MOCK_API_PORT ?? 4000);
  const corsOrigins = corsOriginsFromEnv();
  void startMockApiServer({ port, corsOrigins }).ready.then((url) => {
    console.log(`Mock API on ${url} (seed: admin@example.com / Admin@123)`);
    console.log(`CORS with credentials for: ${corsOrigins.join(', ')} (MOCK_API_CORS_ORIGINS)`);
    console.log(`Cards' public origin: ${publicOriginFromEnv()} (MOCK_API_PUBLIC_ORIGIN)`);
  });
}
