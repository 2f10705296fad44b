/* eslint-disable lingui/no-unlocalized-strings -- the contract's English texts, by which a
   server's field error is matched; shown translated (src/components/server-messages.ts) */

/**
 * A field's error when it breaks one of the contract's limits (its reference rules "Lengths" and
 * "Query parameters": 400 `Invalid input` with `errors` naming the field, for example
 * `{ "general.name": "Must be at most 100 characters." }`), `{limit}` standing for the limit, a
 * whole number. The mock writes them from here (mocks/request-validation.ts); the app knows them
 * by their English catalogue text, the limit in the person's digits.
 */
export const limitMessages = {
  maxLength: 'Must be at most {limit} characters.',
  minLength: 'Must be at least {limit} characters.',
  maxItems: 'Must have at most {limit} entries.',
  maximum: 'Must be at most {limit}.',
  minimum: 'Must be at least {limit}.',
} as const;

export type LimitMessage = keyof typeof limitMessages;

/** `template` of {@link limitMessages} with its limit, as a server writes it. */
export function withLimit(template: LimitMessage, limit: unknown): string {
  return limitMessages[template].replace('{limit}', () => String(limit));
}
