import { useRef, useState, type FormEvent, type Ref } from 'react';
import type { z } from 'zod/mini';
import { errorMessage } from '@/api/error-message';
import { serverFieldErrors } from '@/api/field-errors';
import { useCardTheme } from '@/card/profile-card/card-theme-context';
import { fieldErrors } from '@/lib/validation/schemas';
import type { I18n } from '@lingui/core';
import { messages } from '@/lib/validation/messages';
import { visitorMessages, visitorWaitMessages } from '@/lib/validation/visitor-messages';
import { waitMessage } from '@/lib/validation/wait-messages';

/**
 * `text` (a rule's message, or a server's `message` or field error: English, spec §8) in the
 * language of `i18n` when it is one of `visitorMessages` or a throttle's refusal
 * (`visitorWaitMessages`, its wait in the visitor's words), else as given (a message the card
 * does not know shows as sent; a text already translated passes through). Matched by the English
 * of `messages` and `waitMessages` (src/lib/validation/), so a visitor's download needs no English
 * catalogue.
 */
export function visitorMessage(i18n: I18n, text: string): string {
  const key = (Object.keys(visitorMessages) as (keyof typeof visitorMessages)[]).find(
    (known) => messages[known] === text,
  );
  if (key) return i18n._(visitorMessages[key]);
  return waitMessage(i18n, text, visitorWaitMessages) ?? text;
}

/** Messages of a visitor's form by field (WCAG 3.3.1): only fields it shows, one each. */
type CardFormErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * An `errors` map keyed by request path (`phone.number`: zod's issues through `fieldErrors`, or
 * the contract's `errors` of a failed call) as the form's fields: the first message of each,
 * paths of fields the form does not show dropped.
 */
function byField<Field extends string>(
  errors: Record<string, string>,
  fields: readonly Field[],
): CardFormErrors<Field> {
  const out: CardFormErrors<Field> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = fields.find((known) => known === path.split('.')[0]);
    if (field) out[field] ??= message;
  }
  return out;
}

type CardFormSendOptions<Field extends string, Request> = {
  /** The form's fields in reading order: the first with a message gets the focus. */
  fields: readonly Field[];
  /** The request body of what was typed, built at submit. */
  request: () => Request;
  /** The contract's request schema with the spec §5 rules and messages; its output is sent. */
  schema: z.ZodMiniType<Request>;
  /**
   * Sends the schema's output: the form's contract operation on the card's client
   * (src/card/card-client.ts), which normalises every failure to the error body (spec §8).
   */
  send: (request: Request) => Promise<{ data?: unknown; error?: unknown }>;
  /** What the visitor reads once the server took it: fixed, or from the answer's body. */
  success: string | ((body: unknown) => string);
  /** What the editor's preview says instead of sending (nothing is sent there). */
  preview: string;
  /** The message of a failure without a message of the server's (spec §8). */
  failure: string;
  /** UI after success, given the submitted form (e.g. to report a card event from it). */
  onSuccess?: (form: HTMLFormElement) => void;
};

/** What {@link useCardFormSend} gives its form; `CardForm` renders the form-level parts. */
export type CardFormSend<Field extends string> = {
  /** The form's `onSubmit`; the form has `noValidate`, so only the app's messages show. */
  submit: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * Messages by field, from the schema or from the server's `errors`, in the card's language
   * where known (`visitorMessage`); empty when none.
   */
  errors: CardFormErrors<Field>;
  /** The form-level message of the last failure (shown with `role="alert"`), if any. */
  failure: string | undefined;
  /**
   * The success (or preview) text once done, a known server message in the card's language; the
   * form gives way to it (`role="status"`).
   */
  done: string | undefined;
  /** True while the request is in flight (the submit button is busy and disabled). */
  sending: boolean;
  /** The ref callback of a field's input, so the first invalid one can take the focus. */
  fieldRef: (field: Field) => Ref<HTMLInputElement & HTMLTextAreaElement>;
};

/**
 * The send flow of the visitor's forms on the card (no Mantine there, so not `useAppForm`; the
 * same client, failure normalisation and error readers), in one place:
 * 1. the request of what was typed is checked by `schema`: messages on their fields
 *    (`aria-invalid`, `aria-describedby` through `CardField`) and the first invalid field focused;
 *    nothing is sent;
 * 2. in the editor's preview, `preview` is shown instead of sending;
 * 3. else the schema's output is sent (`send`, the card's client: never rejects). A 2xx answer
 *    shows `success` and runs `onSuccess`; anything else (a 4xx or 5xx, a 429 whose message names
 *    the wait of its Retry-After, a network failure, a non-JSON body) puts the server's `errors`
 *    on their fields, focuses the first, and shows the server's message or `failure`.
 * What was typed is never touched: the form's values live with the form (or the card's draft),
 * so a failure or a throttle loses nothing. The rules' and a server's messages (English, spec §5
 * and §8) show in the card's language when the card knows them (`visitorMessage`), as sent
 * otherwise; translated as they render, so a language changed meanwhile applies to them too.
 */
export function useCardFormSend<Field extends string, Request>(
  options: CardFormSendOptions<Field, Request>,
): CardFormSend<Field> {
  const { preview, i18n } = useCardTheme();
  const [errors, setErrors] = useState<CardFormErrors<Field>>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const [sending, setSending] = useState(false);
  // The inputs by field, to focus the first invalid one (WCAG 3.3.1).
  const refs = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const { fields, schema, success, failure: fallback, onSuccess } = options;

  const showErrors = (found: CardFormErrors<Field>) => {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };

  const send = async (form: HTMLFormElement) => {
    setFailure(undefined);
    const checked = schema.safeParse(options.request());
    if (!checked.success) {
      showErrors(byField(fieldErrors(checked.error), fields));
      return;
    }
    setErrors({});
    if (preview) {
      setDone(options.preview);
      return;
    }
    setSending(true);
    const { data, error } = await options.send(checked.data);
    setSending(false);
    if (error === undefined) {
      onSuccess?.(form);
      setDone(typeof success === 'function' ? success(data) : success);
      return;
    }
    setFailure(errorMessage(error, fallback));
    showErrors(byField(serverFieldErrors(error), fields));
  };

  return {
    submit: (event) => {
      event.preventDefault();
      void send(event.currentTarget);
    },
    errors: Object.fromEntries(
      Object.entries<string>(errors as Record<string, string>).map(([field, message]) => [
        field,
        visitorMessage(i18n, message),
      ]),
    ) as CardFormErrors<Field>,
    failure: failure && visitorMessage(i18n, failure),
    done: done && visitorMessage(i18n, done),
    sending,
    fieldRef: (field) => (element) => {
      refs.current[field] = element;
    },
  };
}
