import { resolveLanguage } from './resolve';
import type { Language, sourceLanguage } from './languages';

// Apart from the catalogues (src/i18n/i18n.ts, with Lingui): the card's document resolves its
// language with these in a script of its own before the card's code arrives
// (src/card/language-entry.ts).

/** Where the language menu's choice is remembered on this device (localStorage). */
export const languageStorageKey = 'tapcard.language';

/** The language chosen in the menu on this device, or `null` (none, or storage blocked). */
export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

/** Remembers the language chosen in the menu on this device (best effort). */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // storage blocked (private mode, policy): the choice holds for this page only
  }
}

/**
 * The language of this page for this person (resolveLanguage's order): the remembered choice,
 * `?lang=`, `navigator.languages`, then `card` (the card's own language), then English, each
 * looked up among `supported` (the languages this page ships).
 */
export function pageLanguage<L extends Language = Language>(
  card?: string | null,
  location: Pick<Location, 'search'> = window.location,
  supported?: readonly L[],
): L | typeof sourceLanguage {
  return resolveLanguage(
    {
      stored: storedLanguage(),
      query: new URLSearchParams(location.search).get('lang'),
      browser: navigator.languages?.length ? navigator.languages : [navigator.language],
      card,
    },
    supported,
  );
}
