/**
 * The response boundary (ADR 0004, for servers we don't control): every answer the app reads is
 * checked here against openapi/openapi.yaml, with validators generated from the contract
 * (`npm run api:gen`, Ajv standalone code: no `eval`, CSP-safe). A malformed field or section
 * is replaced by the contract's `default:` for it (or, inside a list, the entry is dropped);
 * the rest is kept. An answer that cannot be repaired (no envelope, no card) throws
 * {@link UnreadableResponseError}. Each violation is reported once (see {@link reportDrift}).
 *
 * Pure: no React, router or query library, so any entry can use it with a plain fetch:
 *
 * ```ts
 * const response = await fetch(`/api/profile/${id}`, { credentials: 'include' });
 * const { body, violations } = checkResponse('getPublicProfile', response.status, await response.json());
 * // body: the envelope, repaired; throws UnreadableResponseError when there is no card.
 * ```
 *
 * A page that reads one operation checks with {@link checkResponseWith} from
 * src/api/boundary-core.ts and that operation's validators, so it bundles only those.
 *
 * The openapi-fetch client (src/api/client.ts) checks every response with the operation's
 * validators (`validatorsOf`). A repaired 2xx
 * envelope carries the JSON pointers it repaired, read with {@link repairedPaths}.
 * Decision and measurements: docs/decisions/0004-response-boundary.md.
 */
import { checkResponseWith, type Checked, type OperationValidators } from './boundary-core';
import {
  lazyValidators,
  responseValidators,
  type LazyOperationId,
  type OperationId,
} from './generated/response-validators.gen.js';
import { operations } from './generated/operations.gen.js';

export { readResponseWith, repairedKey, repairedPaths } from './read-response';
export {
  checkResponseWith,
  driftReport,
  reportDrift,
  UnreadableResponseError,
  type Checked,
  type OperationValidators,
  type Violation,
} from './boundary-core';
export type { OperationId } from './generated/response-validators.gen.js';

/**
 * The contract's operationId of an operation as openapi-fetch sees a call
 * (`'GET /api/profile/{profileId}'` is `getPublicProfile`), if the contract has it.
 */
export function operationOf(operation: string): OperationId | undefined {
  return (operations as Partial<Record<string, OperationId>>)[operation];
}

/**
 * Checks one answer against the contract and repairs what it can (see the module comment),
 * with the validators the app always holds (every operation's but an optional capability's own
 * answers: {@link validatorsOf} loads those). A page that reads one operation uses
 * {@link checkResponseWith} with that operation's validators, so its bundle holds only those
 * (docs/decisions/0004-response-boundary.md).
 * @param operationId the contract's operationId ({@link operationOf})
 * @param status the HTTP status: a 2xx answer is checked as the operation's success answer,
 *   any other as the contract's `Error`
 * @param body the parsed JSON body (never mutated: a repaired body is a copy)
 * @throws UnreadableResponseError when the answer cannot be repaired
 */
export function checkResponse<T = unknown>(
  operationId: Exclude<OperationId, LazyOperationId>,
  status: number,
  body: unknown,
): Checked<T> {
  return checkResponseWith<T>(loadedValidatorsOf(operationId), status, body);
}

/** The validators of an operation the app always holds (none but `Error`'s where it has no success body). */
function loadedValidatorsOf(operationId: Exclude<OperationId, LazyOperationId>) {
  return responseValidators[operationId] ?? { operationId };
}

const isLazy = (id: OperationId): id is LazyOperationId => Object.hasOwn(lazyValidators, id);
const loading = new Map<LazyOperationId, Promise<OperationValidators>>();

/**
 * The validators of any operation. An optional capability's own answers (the contact list,
 * insights) have theirs in a chunk of their own, loaded here once (`lazyValidators`): pages
 * that never read them never download them. Calling it when the request starts loads them
 * while the answer travels.
 */
export function validatorsOf(operationId: OperationId): Promise<OperationValidators> {
  if (!isLazy(operationId)) return Promise.resolve(loadedValidatorsOf(operationId));
  let validators = loading.get(operationId);
  if (!validators) {
    validators = lazyValidators[operationId]();
    loading.set(operationId, validators);
    // A failed load (the network dropped) is tried again with the next answer.
    validators.catch(() => loading.delete(operationId));
  }
  return validators;
}
