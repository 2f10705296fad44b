/**
 * How the client reads an answer (src/api/create-client.ts): an answer that matches the contract
 * is taken as it is, here; only an answer that does not loads the boundary's repair
 * (src/api/boundary-core.ts) with a dynamic import. So the valid path, the one nearly every
 * answer takes, is all a page downloads up front (the card's byte budget, ADR 0004, 0005), and a
 * drifted answer waits for one more file.
 */
import type { Checked } from './boundary-core';
import type { OperationValidators } from './generated/response-validators.gen.js';

/** The key under which the client stores a repaired envelope's repaired paths. */
export const repairedKey = '$repaired';

/** JSON pointers the boundary repaired in this envelope (empty when it arrived intact). */
export function repairedPaths(envelope: unknown): string[] {
  const paths =
    typeof envelope === 'object' && envelope !== null
      ? (envelope as Record<string, unknown>)[repairedKey]
      : undefined;
  return Array.isArray(paths) ? paths.filter((p): p is string => typeof p === 'string') : [];
}

/**
 * Checks one answer with one operation's validators: a 2xx as the operation's success answer,
 * any other status as the contract's `Error`. Resolves to the body unchanged when it matches or
 * the status has no validator; otherwise to the boundary's repair ({@link
 * import('./boundary-core').checkResponseWith}), or `undefined` for an answer that cannot be
 * repaired (no envelope, no card): every reader (the client's middleware, the card page, the
 * session) treats that as a failure.
 * @param body the parsed JSON body (never mutated: a repaired body is a copy)
 */
export async function readResponseWith<T = unknown>(
  validators: OperationValidators,
  status: number,
  body: unknown,
): Promise<Checked<T> | undefined> {
  const response =
    status >= 200 && status < 300
      ? validators.success
      : // A failure's check loads with the first failure: a visit that gets its card never
        // downloads it (the card's byte budget).
        (await import('./generated/validate-error.gen.js')).errorResponse;
  if (!response || response.validate(body))
    return { body: body as T, violations: [], repaired: [] };
  const { checkResponseWith, UnreadableResponseError } = await import('./boundary-core');
  try {
    return checkResponseWith<T>(validators, status, body);
  } catch (error) {
    if (error instanceof UnreadableResponseError) return undefined;
    throw error;
  }
}
