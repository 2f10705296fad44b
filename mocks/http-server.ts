import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { Duplex } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { createServer } from '@mswjs/http-middleware';
import { rawAnswer } from '@/lib/raw-answer';
import { createMockBackend } from './handlers';
import { defaultPublicOrigin, refuse } from './handlers/context';
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
 * preview server (build/api-proxy.ts) sets `X-Forwarded-Proto` and `X-Forwarded-Host`.
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

/** The path of a request target as the client sent it (no query, no fragment). */
const targetPath = (target: string | undefined) => (target ?? '/').replace(/[?#].*$/s, '');

/**
 * Why msw cannot take `req`, if it cannot: a method Fetch forbids (CONNECT, TRACE, TRACK: Fetch
 * standard, "forbidden method"), a `Host` and target that make no URL (the middleware would
 * throw outside any handler, and the process would end), or a path with a broken
 * percent-escape (`/api/%zz`: msw's path matching throws, a 500). Contract "Reference rules":
 * no request ends a server, and a path it does not have answers 404.
 */
function unservable(req: IncomingMessage): 'method' | 'url' | 'path' | undefined {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    decodeURIComponent(targetPath(req.url));
  } catch (error) {
    return error instanceof URIError ? 'path' : 'url';
  }
  try {
    new Request(url, { method: req.method ?? 'GET' });
    return undefined;
  } catch {
    return 'method';
  }
}

/** Writes a Fetch `Response` (the backend's refusals) to a Node response. */
async function send(res: ServerResponse, response: Response) {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.setHeader('Cache-Control', 'no-store');
  res.end(Buffer.from(await response.arrayBuffer()));
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
    const unusable = unservable(req);
    if (unusable) {
      // A method no handler can see gets the path rule's 404 or 405 (with `Allow`), a broken
      // path 404 (no path of the contract has a `%`), a target that makes no URL 400.
      const refusal =
        unusable === 'url'
          ? refuse(400, 'Bad request.')
          : (unusable === 'method' && backend.refusalOf(req.method ?? '', targetPath(req.url))) ||
            refuse(404, 'Not found.');
      void send(res, refusal);
      return;
    }
    dropOnNetworkError(req, res);
    closeIfBodyUnread(req, res);
    void app(req, res);
  });
  // CONNECT is not a request for a resource (RFC 9110 §9.3.6): Node hands it over here with
  // the raw socket. It gets the same refusal as any method the path does not serve.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    const refusal = backend.refusalOf('CONNECT', targetPath(req.url)) ?? refuse(404, 'Not found.');
    void rawAnswer(socket, refusal);
  });
  // Node's parser refuses a method it does not know (`FROB /api/profile`) before any handler.
  // Such a method still gets the path rule; anything else unparsable 400 (431 for oversized
  // headers, as Node answers), and the server goes on.
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) => {
    if (error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const line = /^([!#$%&'*+.^_`|~\w-]+) (\/\S*) HTTP\/1\.[01]\r?\n/.exec(
      error.rawPacket?.toString('latin1') ?? '',
    );
    const [, method = '', target] = line ?? [];
    const refusal =
      error.code === 'HPE_INVALID_METHOD' && target
        ? (backend.refusalOf(method, targetPath(target)) ?? refuse(404, 'Not found.'))
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? refuse(431, 'Request header fields too large.')
          : refuse(400, 'Bad request.');
    void rawAnswer(socket, refusal);
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
