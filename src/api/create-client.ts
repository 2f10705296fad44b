import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import { env } from '@/config/env';
import type { OperationValidators } from './boundary-core';
import { readResponseWith, repairedKey } from './read-response';
import { failureBody, fallbackError } from './error-message';
import type { operations } from './generated/operations.gen.js';
import type { paths } from './generated/schema.gen';

/**
 * A contract operation as openapi-fetch sees a call: `METHOD /path/template`
 * (`'GET /api/profile/{profileId}'`), the keys of the generated `operations` (which name its
 * operationId).
 */
export type OperationKey = keyof typeof operations;

/**
 * Where a client finds the validators of an operation's answers: at once, once loaded, or
 * `undefined` for an operation it does not check (its answer is taken as sent). Rejects when
 * they fail to load. The card's client names its few operations itself, so the card carries
 * no table of every operation.
 */
export type ValidatorSource = (
  operation: OperationKey,
) => OperationValidators | Promise<OperationValidators> | undefined;

/** The typed client of every call to the API (openapi-fetch over the contract's `paths`). */
export type ApiClient = Client<paths>;

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
 * The failure normalisation of spec §8 as openapi-fetch middleware, with the response boundary
 * (docs/decisions/0004-response-boundary.md) of the validators `validatorsOf` gives:
 * - a JSON body passes the boundary: a malformed field or section is repaired to the contract's
 *   default (a repaired 2xx envelope carries the repaired paths under `$repaired`);
 * - a failure surfaces the server's error body, else `{ success: false, message: 'Something went
 *   wrong' }`;
 * - a 2xx answer that is not JSON (an HTML page from a proxy or `vite preview`), or that the
 *   boundary cannot read (no envelope, no card), or whose validators fail to load, is a failure:
 *   a 502 with the fallback body, never a false success;
 * - a network failure is a 503 with the fallback body.
 */
function normaliseFailures(validatorsOf: ValidatorSource): Middleware {
  // Every call is typed against the contract's `paths`, so its method and `schemaPath` name
  // one of its operations.
  const validators = async (method: string, schemaPath: string) =>
    validatorsOf(`${method.toUpperCase()} ${schemaPath}` as OperationKey);
  return {
    onRequest({ request, schemaPath }) {
      // Validators that load on demand start loading with the request, not after the answer.
      void Promise.resolve()
        .then(() => validators(request.method, schemaPath))
        .catch(() => undefined);
    },
    async onResponse({ request, response, schemaPath }) {
      const raw = await readJson(response);
      let body = raw;
      if (raw !== undefined) {
        const found = await validators(request.method, schemaPath).then(
          (v) => ({ v }),
          () => undefined,
        );
        if (!found) {
          body = undefined;
        } else if (found.v) {
          const result = await readResponseWith(found.v, response.status, raw);
          body =
            result && result.repaired.length > 0 && response.ok
              ? { ...(result.body as object), [repairedKey]: result.repaired }
              : result?.body;
        }
      }
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
}

/**
 * A client of the API: the app's (src/api/client.ts, every operation's validators) and the
 * card's (src/card/card-client.ts, the card answer's at once, others when a form sends) are
 * both made here, with the same transport and failure normalisation. Credentials are always
 * sent (the session is a cookie, spec §1); there is no request timeout; 200–299 is success
 * (spec §7). `fetch` is looked up at call time, so MSW's interception in Node sees every
 * request (openapi-fetch captures it at creation otherwise).
 */
export function createApiClient(validatorsOf: ValidatorSource): ApiClient {
  const client = createFetchClient<paths>({
    baseUrl: env.apiBaseUrl,
    credentials: 'include',
    fetch: (request) => globalThis.fetch(request),
  });
  client.use(normaliseFailures(validatorsOf));
  return client;
}
