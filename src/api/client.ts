import createFetchClient, { type Middleware } from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import { env } from '@/config/env';
import { takeEarly } from './early-answers';
import { operationOf, readResponseWith, repairedKey, validatorsOf } from './boundary';
import { failureBody, fallbackError } from './error-message';
import { recordFailure } from './failure-status';
import type { components, paths } from './schema.gen';

export type Schemas = components['schemas'];
export type ApiError = Schemas['Error'];

export { errorMessage, fallbackError } from './error-message';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.clone().text()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The response boundary (src/api/boundary.ts) for a JSON body: the body as the contract
 * describes it, repaired where a field or section was malformed (a repaired 2xx envelope
 * carries the repaired paths under `$repaired`), or `undefined` when it cannot be read.
 */
async function checked(
  method: string,
  schemaPath: string,
  status: number,
  body: unknown,
): Promise<unknown> {
  const operationId = operationOf(method, schemaPath);
  if (!operationId) return body;
  // Validators that fail to load (the network dropped, a deploy replaced the chunk) leave the
  // answer unreadable: a 2xx becomes the 502 fallback, a failure its fallback body.
  const validators = await validatorsOf(operationId).catch(() => undefined);
  if (!validators) return undefined;
  const result = readResponseWith(validators, status, body);
  if (!result || result.repaired.length === 0) return result?.body;
  return status >= 200 && status < 300
    ? { ...(result.body as object), [repairedKey]: result.repaired }
    : result.body;
}

/**
 * Normalises every answer as spec §8 says: the server's JSON body when it has one, else
 * `{ success: false, message: 'Something went wrong' }`. A 2xx answer that is not JSON
 * (an HTML page from a proxy or `vite preview`) is a failure too, never a false success, and
 * so is one the boundary cannot read (no envelope, no card): a 502 with the fallback body.
 * Every JSON body passes the contract boundary first. Network failures (onError) become a 503
 * with the fallback body.
 */
const normaliseFailures: Middleware = {
  onRequest({ request, schemaPath }) {
    // Validators that load on demand start loading with the request, not after the answer.
    const operationId = operationOf(request.method, schemaPath);
    if (operationId) validatorsOf(operationId).catch(() => undefined);
  },
  async onResponse({ request, response, schemaPath }) {
    const raw = await readJson(response);
    const body =
      raw === undefined
        ? undefined
        : await checked(request.method, schemaPath, response.status, raw);
    if (response.ok) {
      if (body === undefined) return json(fallbackError, 502);
      return body === raw ? undefined : json(body, response.status);
    }
    return json(failureBody(body), response.status);
  },
  onError() {
    return json(fallbackError, 503);
  },
};

/**
 * The only openapi-fetch client. Credentials are always sent (the session is a cookie); there
 * is no request timeout; openapi-fetch counts 200–299 as success. A GET the dispatcher started
 * early (src/api/early-answers.ts) takes that answer instead of asking again; the middleware
 * reads it as any other. `fetch` is looked up at call time so MSW's interception in Node sees
 * every request.
 */
export const fetchClient = createFetchClient<paths>({
  baseUrl: env.apiBaseUrl,
  credentials: 'include',
  fetch: (request) =>
    (request.method === 'GET' ? takeEarly(request.url) : undefined) ?? globalThis.fetch(request),
});
fetchClient.use(normaliseFailures);

/** A method of {@link fetchClient} that records the status of each failure (`failureStatus`). */
function recordingStatus<Call extends (...args: never[]) => Promise<FetchResult>>(call: Call) {
  return (async (...args: Parameters<Call>) => {
    const result = await call(...args);
    recordFailure(result.error, result.response.status);
    return result;
  }) as Call;
}
type FetchResult = { error?: unknown; response: Response };

/** TanStack Query bindings over {@link fetchClient}: `$api.queryOptions('get', path, init)`. */
export const $api = createQueryClient({
  ...fetchClient,
  GET: recordingStatus(fetchClient.GET),
  POST: recordingStatus(fetchClient.POST),
  PATCH: recordingStatus(fetchClient.PATCH),
  DELETE: recordingStatus(fetchClient.DELETE),
});
