import type { components } from './generated/schema.gen';

type ApiError = components['schemas']['Error'];

/** Spec §8: what the client surfaces when a failure carries no usable body. */
export const fallbackError: ApiError = { success: false, message: 'Something went wrong' };

/** Whether `value` is an error body with a string `message` (contract `Error`). */
export function isErrorBody(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/**
 * The body a failure surfaces (spec §8), the one normalisation of every failed call (the
 * client's middleware, the card page, logout): the server's error body when it sent one (a
 * `message` string), else a fresh copy of {@link fallbackError} (a copy: a failure's status is
 * recorded against its body object, `recordFailure`).
 */
export function failureBody(body: unknown): ApiError {
  return isErrorBody(body) ? body : { ...fallbackError };
}

/**
 * The message to show for a failed call (spec §8): the server's message when it sent one,
 * else the action's fallback (e.g. 'Login failed.'). Free of the client library, so the lean
 * card page uses it too.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isErrorBody(error) && error.message.trim() && error.message !== fallbackError.message) {
    return error.message;
  }
  return fallback;
}
