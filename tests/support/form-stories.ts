import type { StoryObj } from '@storybook/react-vite';
import { delay, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyBackend } from '../../.storybook/mock-backend';

/** Fills a form page's fields and sends it (with the story's canvas). */
type Send = (canvasElement: HTMLElement) => Promise<unknown>;

/**
 * Types `values` into a form on the canvas, each into the field of that label (an empty value
 * leaves its field untouched), then presses the form's submit button (named `button`).
 */
export async function fillAndSend(
  canvasElement: HTMLElement,
  values: Record<string, string>,
  button: string,
) {
  const canvas = within(canvasElement);
  for (const [label, value] of Object.entries(values)) {
    if (value) await userEvent.type(canvas.getByLabelText(label), value);
  }
  await userEvent.click(canvas.getByRole('button', { name: button }));
}

/** Story `parameters` in which `handler` answers before the story backend does. */
export const answeredBy = (handler: RequestHandler) => ({
  msw: [handler, ...storyBackend.handlers],
});

/** An answer that never comes, for `http.post(path, never)`: the form stays sending. */
export const never = () => delay('infinite');

/**
 * A form page's Submitting story: `handler` (answering `never`) holds the form's call, and once
 * `send` has sent the form its submit button (named `button`) is disabled.
 */
export function submittingStory(handler: RequestHandler, send: Send, button: string): StoryObj {
  return {
    parameters: answeredBy(handler),
    play: async ({ canvasElement }) => {
      await send(canvasElement);
      await waitFor(() =>
        expect(within(canvasElement).getByRole('button', { name: button })).toBeDisabled(),
      );
    },
  };
}

type ServerError = {
  /** Answers the form's call with an error; without one the story backend refuses it itself. */
  handler?: RequestHandler;
  send: Send;
  /** The failure's toast. */
  toast: string;
  /** The toast's words also stand under a field (the server named the field). */
  onField?: boolean;
  /** What else the page shows afterwards (e.g. that the typed values are kept). */
  then?: (canvasElement: HTMLElement) => Promise<void>;
};

/**
 * A form page's ServerError story: the form is sent and fails, its toast (which loads with the
 * first toast) shows the failure in sight, and the page shows what `then` checks.
 */
export function serverErrorStory({ handler, send, toast, onField, then }: ServerError): StoryObj {
  return {
    ...(handler && { parameters: answeredBy(handler) }),
    play: async ({ canvasElement }) => {
      await send(canvasElement);
      await waitFor(() => {
        const shown = within(document.body).getAllByText(toast);
        expect(shown).toHaveLength(onField ? 2 : 1);
        shown.forEach((element) => expect(element).toBeVisible());
      });
      await then?.(canvasElement);
    },
  };
}
