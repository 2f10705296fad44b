import type { I18n } from '@lingui/core';

/**
 * A throttle's wait as a server words it (`30 seconds`, `1 minute`, `15 minutes`, `2 hours`:
 * src/lib/validation/wait-messages.ts), in the words of the language of `i18n` by
 * `Intl.NumberFormat`'s units (`30 सेकंड`); `undefined` for any other wording. The app's known
 * messages and the card's forms both name a wait with it.
 */
export function namedWait(i18n: I18n, words: string): string | undefined {
  const found = /^(\d{1,6}) (second|minute|hour)s?$/.exec(words);
  if (!found) return undefined;
  return new Intl.NumberFormat(i18n.locale, {
    style: 'unit',
    unit: found[2],
    unitDisplay: 'long',
  }).format(Number(found[1]));
}
