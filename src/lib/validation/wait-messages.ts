/* eslint-disable lingui/no-unlocalized-strings -- the contract's English texts, by which a
   server's refusal is matched; shown translated (`waitMessage`) */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { namedWait } from './wait-words';

/**
 * The refusals of the contract's throttles (its reference rules: 429 with `Retry-After`), each
 * naming the wait in words where `{wait}` stands: a whole number and `second`, `minute` or `hour`
 * (`30 seconds`, `1 minute`, `15 minutes`, `2 hours`). The mock writes them from here and the
 * card reads them back (`readWait`); the app reads them from its English catalogue, as it does
 * every message it knows (src/components/server-messages.ts).
 */
export const waitMessages = {
  login: 'Too many failed login attempts. Please try again in {wait}.',
  password: 'Too many wrong passwords. Please try again in {wait}.',
  requests: 'Too many requests. Please try again in {wait}.',
} as const;

export type WaitMessage = keyof typeof waitMessages;

/** `template` of {@link waitMessages} with the wait in words (`30 seconds`), as a server writes it. */
export function withWait(template: WaitMessage, wait: string): string {
  return waitMessages[template].replace('{wait}', () => wait);
}

/**
 * Which of {@link waitMessages} `text` is (a server's English `message`) and its wait in words,
 * or `undefined` when it is none of them.
 */
export function readWait(text: string): { template: WaitMessage; wait: string } | undefined {
  for (const template of Object.keys(waitMessages) as WaitMessage[]) {
    const [head = '', tail = ''] = waitMessages[template].split('{wait}');
    if (text.length > head.length + tail.length && text.startsWith(head) && text.endsWith(tail)) {
      return { template, wait: text.slice(head.length, text.length - tail.length) };
    }
  }
  return undefined;
}

/**
 * `text` in the language of `i18n` when it is one of {@link waitMessages} whose translation
 * `known` holds (a descriptor with a `{wait}` placeholder) and its wait is worded as a server
 * words it, the wait in that language's words (`namedWait`); else `undefined`.
 */
export function waitMessage(
  i18n: I18n,
  text: string,
  known: Partial<Record<WaitMessage, MessageDescriptor>>,
): string | undefined {
  const found = readWait(text);
  const descriptor = found && known[found.template];
  const wait = found && namedWait(i18n, found.wait);
  return descriptor && wait ? i18n._({ ...descriptor, values: { wait } }) : undefined;
}
