import { delay, HttpResponse, http as mswHttp } from 'msw';
import { messages } from '@/lib/validation/messages';
import { bodyLimits, bodyTooLargeMessage, readLimited } from '@/lib/body-limit';
import { fetchMetadataOf } from '../fetch-metadata';
import type { OperationIndex, OperationInfo } from '../operations';
import type { requestValidator } from '../request-validation';
import {
  err,
  messagesOf,
  noStoreIfPersonal,
  refuse,
  tooMany,
  type FailureKind,
  type MockControl,
} from './context';

/** How long an injected "slow" failure holds the answer, in ms. */
export const slowMs = 5000;

const htmlPage = '<!doctype html><title>502 Bad Gateway</title><h1>502 Bad Gateway</h1>';

/** The response of an injected failure; undefined for "slow" (which only delays). */
function injected(kind: FailureKind): Response | undefined {
  switch (kind) {
    case '401':
      return refuse(401, messagesOf.login);
    case '403':
      return refuse(403, messagesOf.forbidden);
    case '404':
      return refuse(404, messagesOf.notFound);
    case '429':
      return tooMany(60_000);
    case '500 JSON':
      return refuse(500, 'Something went wrong');
    case '500 HTML':
      return new HttpResponse(htmlPage, { status: 500, headers: { 'Content-Type': 'text/html' } });
    case 'network error':
      return HttpResponse.error();
    case 'slow':
      return undefined;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Headers through which the HTTP mock (mocks/http-server.ts) tells the gate what a URL parser
 * cannot: the request target exactly as the client sent it (dot segments and all), and the
 * origin a trusted proxy in front of it serves (the dev and preview servers, vite.config.ts).
 * The server overwrites or removes any value a client sends; the in-browser and Vitest
 * transports never set them.
 */
export const privateHeaders = {
  requestTarget: 'x-tapcard-request-target',
  servedOrigin: 'x-tapcard-served-origin',
} as const;

/** The path of a request as its client sent it (see `privateHeaders.requestTarget`). */
function sentPath(request: Request): string {
  const target = request.headers.get(privateHeaders.requestTarget);
  return target?.startsWith('/') ? target.replace(/[?#].*$/s, '') : new URL(request.url).pathname;
}

/**
 * Whether a state-changing request may come from where it says it comes from (ASVS V3.5, V4.2.2;
 * contract "Reference rules", cross-site requests): `Sec-Fetch-Site` `same-origin` or `none`,
 * else an `Origin` that is the API's own origin (behind the dev or preview server's proxy: the
 * origin that proxy serves, `privateHeaders.servedOrigin`) or one of `allowedOrigins`. A
 * request with neither header is from a non-browser client (curl, a server, a test) and is
 * allowed: no browser sends a cross-site request without `Origin`.
 */
export function originAllowed(request: Request, allowedOrigins: readonly string[]): boolean {
  if (safeMethods.has(request.method)) return true;
  const { site } = fetchMetadataOf(request);
  const origin = request.headers.get('origin');
  if (site === 'same-origin' || site === 'none') return true;
  if (origin === null) return site === null;
  return (
    origin === new URL(request.url).origin ||
    origin === request.headers.get(privateHeaders.servedOrigin) ||
    allowedOrigins.includes(origin)
  );
}

/**
 * The path rule of the contract's "Reference rules" for one request: the operation it is for,
 * or the refusal: 404 `Not found.` for a path the contract does not have (or whose operations
 * all belong to a capability the backend does not offer, `x-capability`: contract info
 * "Optional capabilities"), 405 `Method not allowed.` with `Allow` for a method the path does
 * not list (any method: TRACE, CONNECT and names HTTP does not define included). `pathname` is
 * the path as the client sent it. (A result, not `instanceof Response`: @hono/node-server
 * swaps the global `Response` class.) Used by the gate and by the HTTP mock for the methods a
 * Fetch `Request` cannot carry (mocks/http-server.ts).
 */
export function resolvePath(
  control: Pick<MockControl, 'capabilities'>,
  operations: OperationIndex,
  method: string,
  pathname: string,
): { op: OperationInfo; refusal?: undefined } | { op?: undefined; refusal: Response } {
  const resolved = operations.resolve(method, pathname);
  const ops = resolved.status === 200 ? [resolved.op] : resolved.status === 405 ? resolved.ops : [];
  const offers = (name: string) => (control.capabilities as readonly string[]).includes(name);
  if (resolved.status === 404 || !ops.some((op) => !op.capability || offers(op.capability))) {
    return { refusal: refuse(404, 'Not found.') };
  }
  if (resolved.status === 405) {
    const allow = resolved.allow.join(', ');
    return { refusal: refuse(405, 'Method not allowed.', { headers: { Allow: allow } }) };
  }
  return { op: resolved.op };
}

const isApiPath = (pathname: string) => /^\/api(\/|$)/i.test(pathname);
const isMockPath = (pathname: string) => /^\/__mock(\/|$)/i.test(pathname);

/**
 * Runs before every handler. For the QA routes (`/__mock/*`): the Origin check. For any path
 * under `/api` (in any case), in this order: the panel's latency; the one path matcher
 * (mocks/operations.ts): a path the contract does not have answers 404 and a method it does not
 * list 405, before any handler runs; the Origin check (403); an injected failure for the
 * operation (the Mock API panel, scenarios); then the contract's request rules that hold for
 * every operation (contract "Reference rules"): the query parameters keep their schemas in the
 * contract (400 `Invalid input` with field errors), the body limit (413), a JSON body must be
 * `application/json` (415) and keep the contract's schema (400 `Invalid input` with field
 * errors, unknown fields included). An operation of an optional capability the backend does not
 * offer (`x-capability`, `control.capabilities`) answers 404 like a path the contract does not
 * have. Returns nothing to fall through to the operation's handler. Its refusals to a request
 * with a session are `no-store` like every personal answer.
 */
export function gateHandler(
  control: MockControl,
  operations: OperationIndex,
  validator: ReturnType<typeof requestValidator>,
  onChange: () => void,
  allowedOrigins: readonly string[] = [],
) {
  const crossSite = () => refuse(403, 'Cross-site request refused.');
  return mswHttp.all('*', async ({ request, cookies }) =>
    noStoreIfPersonal(cookies, await gate(request)),
  );

  async function gate(request: Request): Promise<Response | undefined> {
    const pathname = sentPath(request);
    if (isMockPath(pathname))
      return originAllowed(request, allowedOrigins) ? undefined : crossSite();
    if (!isApiPath(pathname)) return undefined;
    if (control.latencyMs > 0) await delay(control.latencyMs);
    const resolved = resolvePath(control, operations, request.method, pathname);
    if (resolved.refusal) return resolved.refusal;
    const { op } = resolved;
    if (!originAllowed(request, allowedOrigins)) return crossSite();
    const injection = control.injections[op.operationId] ?? control.injections['*'];
    if (injection) {
      if (injection.once) {
        delete control.injections[control.injections[op.operationId] ? op.operationId : '*'];
        onChange();
      }
      if (injection.kind === 'slow') await delay(slowMs);
      const failure = injected(injection.kind);
      if (failure) return failure;
    }
    const queryErrors = validator.checkQuery(op, new URL(request.url).searchParams);
    if (queryErrors) {
      return HttpResponse.json(err(messages.invalidInput, queryErrors), { status: 400 });
    }
    if (!op.hasBody) return undefined;
    if (!op.jsonBody) {
      const upload = await readLimited(request, bodyLimits.multipartBytes);
      return upload === 'too-large' ? refuse(413, messages.logoSize) : undefined;
    }
    const type = request.headers.get('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return refuse(415, 'Request body must be application/json.');
    }
    const bytes = await readLimited(request, bodyLimits.jsonBytes);
    if (bytes === 'too-large') return refuse(413, bodyTooLargeMessage);
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      return HttpResponse.json(err(messages.invalidInput), { status: 400 });
    }
    const errors = validator.check(op, body);
    if (errors) return HttpResponse.json(err(messages.invalidInput, errors), { status: 400 });
    return undefined;
  }
}
