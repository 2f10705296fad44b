import { delay } from 'msw';
import { expect } from 'vitest';

/**
 * A handler that lets the request through to the mock backend after 200 ms (`undefined` falls
 * through to the next handler), so a test can look at a form while it is sending.
 */
export async function passOnAfterAPause(): Promise<undefined> {
  await delay(200);
  return undefined;
}

/** Checks that a submit button is busy: disabled, with Mantine's spinner (`data-loading`). */
export function expectBusy(button: HTMLElement) {
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('data-loading');
}

/**
 * The two failures of a form's call as `test.each` rows: the server's `message` is shown as it
 * is, an empty one as the form's own `fallback`.
 */
export function failureRows(message: string, fallback: string) {
  return [
    { sent: message, shown: message },
    { sent: '', shown: fallback },
  ];
}

// Without vitest, so stories use it too.
export { failWith } from './fail-with';
