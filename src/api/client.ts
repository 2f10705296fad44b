import createQueryClient from 'openapi-react-query';
import { operationOf, validatorsOf } from './boundary';
import { createApiClient } from './create-client';
import { recordFailure } from './failure-status';
import type { components } from './generated/schema.gen';

export type Schemas = components['schemas'];
export type ApiError = Schemas['Error'];

export { errorMessage, fallbackError } from './error-message';

/**
 * The app's client (src/api/create-client.ts): every answer is checked with its operation's
 * validators (`validatorsOf`: the ones the app always holds, an optional capability's own
 * loaded with its first call).
 */
export const fetchClient = createApiClient((operation) => {
  const operationId = operationOf(operation);
  return operationId ? validatorsOf(operationId) : undefined;
});

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
