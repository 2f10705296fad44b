import { i18n, type Messages } from '@lingui/core';
import { messages as english } from '@/locales/card/en.po';
import { cardChunks } from './card-chunks';
import { directionOf, sourceLanguage, type Language } from './languages';

export { i18n };

// English is in the first download (static import); the catalogue is active before any module
// calls `t`, so a message renders in English even before `activateLanguage` runs. Lingui keeps
// the first messages of a language as they are given and merges later ones into them: every
// load gives it a copy, so no catalogue module's own object takes another's words.
i18n.load(sourceLanguage, { ...english });
i18n.activate(sourceLanguage);

/** Loads one language's messages of one catalogue (a dynamic import: a chunk of its own). */
export type CatalogueLoader = (language: Language) => Promise<Messages>;

/**
 * The card's catalogue of `language`: English from the first download, every other language a
 * chunk of its own that only its visitors load.
 */
export const cardCatalogue: CatalogueLoader = async (language) =>
  language === sourceLanguage ? english : (await cardChunks[language]()).messages;

/**
 * The catalogue of what the card's lazily loaded parts say (`cardLaterSources` in
 * lingui.config.ts): loaded with those parts ({@link withMessages}), so a first download holds
 * only its first screen's words; each language a chunk of its own.
 */
export const cardLaterCatalogue: CatalogueLoader = async (language) =>
  (
    await (language === sourceLanguage
      ? import('@/locales/card-later/en.po')
      : (await cardChunks[language]()).later())
  ).messages;

/**
 * The catalogues this page uses, each with its languages loaded: a language change loads each of
 * them.
 */
const loaded = new Map<CatalogueLoader, Set<Language>>([
  [cardCatalogue, new Set([sourceLanguage])],
]);

/**
 * Loads `catalogue`'s messages of `language` into Lingui (once per catalogue and language); the
 * catalogue is in use from then on.
 */
async function load(catalogue: CatalogueLoader, language: Language): Promise<void> {
  const languages = loaded.get(catalogue) ?? new Set<Language>();
  loaded.set(catalogue, languages);
  if (languages.has(language)) return;
  i18n.load(language, { ...(await catalogue(language)) });
  languages.add(language);
}

/**
 * Loads `language`'s messages of every catalogue this page uses (the card's, `catalogues`, and
 * those loaded since by {@link withMessages}), makes it the active language and sets
 * `<html lang>` and `dir`. The app passes its own catalogue; the card passes none. A catalogue
 * a part starts to use while the messages load (a tab opened during a slow language change,
 * which loads its words in the language still shown) is loaded in `language` too before it
 * becomes active, or the part would show message ids.
 */
export async function activateLanguage(
  language: Language,
  catalogues: readonly CatalogueLoader[] = [],
): Promise<void> {
  let using = new Set([...catalogues, ...loaded.keys()]);
  for (let done = new Set<CatalogueLoader>(); using.size > done.size;) {
    const next = [...using].filter((catalogue) => !done.has(catalogue));
    await Promise.all(next.map((catalogue) => load(catalogue, language)));
    done = using;
    using = new Set([...using, ...loaded.keys()]);
  }
  i18n.activate(language);
  applyDocumentLanguage(language);
}

/**
 * `module` (a lazily loaded part of a page: `import('…')`) once `catalogue` (the messages it
 * says) of `language` is loaded too, so the part renders in that language from its first frame;
 * the catalogue is in use from then on (a language change loads it as well).
 * @param catalogue by default the card's later parts' (`cardLaterCatalogue`)
 * @param language by default the active one; the app's pages pass the language being activated
 *   (`withPageMessages`, src/components/owner-language.ts)
 */
export async function withMessages<T>(
  module: Promise<T>,
  catalogue: CatalogueLoader = cardLaterCatalogue,
  language = i18n.locale as Language,
): Promise<T> {
  const [loadedModule] = await Promise.all([module, load(catalogue, language)]);
  return loadedModule;
}

/**
 * Sets `<html lang>` (the language of the text, for screen readers, fonts and hyphenation) and
 * `<html dir>` (https://developer.mozilla.org/docs/Web/HTML/Reference/Global_attributes/lang).
 */
export function applyDocumentLanguage(language: Language, root = document.documentElement): void {
  root.lang = language;
  root.dir = directionOf(language);
}
