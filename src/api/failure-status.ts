/*
 * The HTTP status of a failed call, kept beside its error body (the body stays as the server
 * sent it, spec §8): a 401 ends the session (src/lib/query-client.ts). Free of the client
 * library, so the lean card page's calls record it too.
 */
const statuses = new WeakMap<object, number>();

/** Records that `error` (an error body) came with `status`; returns it. */
export function recordFailure<T>(error: T, status: number): T {
  if (typeof error === 'object' && error !== null) statuses.set(error, status);
  return error;
}

/** The HTTP status `error` came with, e.g. 401 for a session that ended; else `undefined`. */
export function failureStatus(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null ? statuses.get(error) : undefined;
}
