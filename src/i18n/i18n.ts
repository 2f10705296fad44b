import { i18n, type Messages } from '@lingui/core';
import { messages as english } from '@/locales/card/en.po';
import { directionOf, sourceLanguage, type Language } from './languages';
import { resolveLanguage } from './resolve';

export { i18n };

/** Where the language menu's choice is remembered on this device (localStorage). */
export const languageStorageKey = 'tapcard.language';

// English is in the first download (static import); the catalogue is active before any module
// calls `t`, so a message renders in English even before `activateLanguage` runs.
i18n.load(sourceLanguage, english);
i18n.activate(sourceLanguage);

/** Loads one language's messages of one catalogue (a dynamic import: a chunk of its own). */
export type CatalogueLoader = (language: Language) => Promise<Messages>;

const cardChunks: Record<Exclude<Language, 'en'>, () => Promise<{ messages: Messages }>> = {
  hi: () => import('@/locales/card/hi.po'),
  bn: () => import('@/locales/card/bn.po'),
  mr: () => import('@/locales/card/mr.po'),
  te: () => import('@/locales/card/te.po'),
  ta: () => import('@/locales/card/ta.po'),
  gu: () => import('@/locales/card/gu.po'),
  ur: () => import('@/locales/card/ur.po'),
  kn: () => import('@/locales/card/kn.po'),
  or: () => import('@/locales/card/or.po'),
  ml: () => import('@/locales/card/ml.po'),
};

/**
 * The card's catalogue of `language`: English from the first download, every other language a
 * chunk of its own that only its visitors load.
 */
export const cardCatalogue: CatalogueLoader = async (language) =>
  language === sourceLanguage ? english : (await cardChunks[language]()).messages;

const loaded = new Set<string>();

/**
 * Loads `language`'s messages from each catalogue (once per catalogue and language), makes it
 * the active language and sets `<html lang>` and `dir`. The app passes its own catalogue after
 * the card's; the card passes none.
 */
export async function activateLanguage(
  language: Language,
  catalogues: readonly CatalogueLoader[] = [cardCatalogue],
): Promise<void> {
  await Promise.all(
    catalogues.map(async (catalogue, index) => {
      const key = `${index}:${language}`;
      if (loaded.has(key) || (catalogue === cardCatalogue && language === sourceLanguage)) return;
      i18n.load(language, await catalogue(language));
      loaded.add(key);
    }),
  );
  i18n.activate(language);
  applyDocumentLanguage(language);
}

/**
 * Sets `<html lang>` (the language of the text, for screen readers, fonts and hyphenation) and
 * `<html dir>` (https://developer.mozilla.org/docs/Web/HTML/Reference/Global_attributes/lang).
 */
export function applyDocumentLanguage(language: Language, root = document.documentElement): void {
  root.lang = language;
  root.dir = directionOf(language);
}

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
 * `?lang=`, `navigator.languages`, then `card` (the card's own language), then English.
 */
export function pageLanguage(
  card?: string | null,
  location: Pick<Location, 'search'> = window.location,
): Language {
  return resolveLanguage({
    stored: storedLanguage(),
    query: new URLSearchParams(location.search).get('lang'),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
    card,
  });
}
