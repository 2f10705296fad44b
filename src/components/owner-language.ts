import type { Messages } from '@lingui/core';
import { ownerLanguages } from '@/config/owner-languages';
import type { PageCatalogue } from '@/config/page-catalogues';
import { cardChunks } from '@/i18n/card-chunks';
import { messages as english } from '@/locales/app/en.po';
import { messages as statusEnglish } from '@/locales/status/en.po';
import {
  activateLanguage,
  i18n,
  pageLanguage,
  rememberLanguage,
  sourceLanguage,
  withMessages,
  type CatalogueLoader,
  type Language,
} from '@/i18n';

export { ownerLanguages };

/** One language of the owner's pages. */
export type OwnerLanguage = (typeof ownerLanguages)[number];

/** Whether the owner's pages are written in `tag`. */
export function isOwnerLanguage(tag: string): tag is OwnerLanguage & Language {
  return (ownerLanguages as readonly string[]).includes(tag);
}

const chunks: Record<Exclude<OwnerLanguage, 'en'>, () => Promise<{ messages: typeof english }>> = {
  hi: () => import('@/locales/app/hi.po'),
};

/**
 * The app's own catalogue of `language` (the messages of every owner's page: the layout, the
 * menu, shared components; a page's own are in its page catalogue, `withPageMessages`, and the
 * card's in `cardCatalogue`): English in the first download, Hindi a chunk of its own. A language the
 * owner's pages are not written in (a status screen a card's visitor lands on:
 * `activatePageLanguage`) gets the English words, but for those the card's catalogues have in
 * that language (the footer shares some), which stay the card's.
 */
export const appCatalogue: CatalogueLoader = async (language) => {
  if (language === sourceLanguage) return english;
  if (isOwnerLanguage(language)) return (await chunks[language]()).messages;
  const { messages: card, later } = await cardChunks[language]();
  const { messages: cardLater } = await later();
  return Object.fromEntries(
    Object.entries(english).filter(([id]) => !(id in card || id in cardLater)),
  );
};

/** The page catalogues of each language of the owner's pages, by file: a chunk each. */
const pageChunks: Record<OwnerLanguage, Record<string, () => Promise<Messages>>> = {
  en: import.meta.glob<Messages>('../locales/pages/*/en.po', { import: 'messages' }),
  hi: import.meta.glob<Messages>('../locales/pages/*/hi.po', { import: 'messages' }),
};

const pageCatalogueLoaders = new Map<PageCatalogue, CatalogueLoader>();

/**
 * The page catalogue `name`'s loader, one function per catalogue (the catalogues in use are told
 * apart by it), empty in a language the owner's pages are not written in. Storybook loads them all (its stories render a page's parts directly).
 * @throws (the loader) when the catalogue's file of the language is missing (a name without its
 *   folders in lingui.config.ts `pageSources`)
 */
export function pageCatalogue(name: PageCatalogue): CatalogueLoader {
  let loader = pageCatalogueLoaders.get(name);
  if (!loader) {
    loader = async (language) => {
      // The owner's pages render only in their languages; another one (a status screen a card's
      // visitor lands on after a page of the app) shows none of these words, and their English
      // must not overwrite the card's words of that language.
      if (!isOwnerLanguage(language)) return {};
      const chunk = pageChunks[language][`../locales/pages/${name}/${language}.po`];
      if (!chunk) throw new Error(`No catalogue ${name} in ${language}`);
      return chunk();
    };
    pageCatalogueLoaders.set(name, loader);
  }
  return loader;
}

/** The language of the latest activation of the app's pages, once there has been one. */
let target: Language | undefined;

/**
 * `module` (a page's code, or a part of it loaded on demand: `import('…')`) once the page
 * catalogue `name` (src/config/page-catalogues.ts) of the page's language is loaded too, so /login
 * downloads none of the editor's words. The language is the one being activated, or, before the
 * document's first page has chosen one (React Router loads a route's `lazy` before its
 * middleware runs), the one the first page will choose; any other language activated later loads
 * the catalogue too. `npm run i18n:check` fails where a module's messages are in a page catalogue
 * its importer does not load (scripts/i18n/catalogue-reach.ts).
 */
export function withPageMessages<T>(module: Promise<T>, name: PageCatalogue): Promise<T> {
  return withMessages(module, pageCatalogue(name), target ?? ownerPageLanguage(window.location));
}

const statusChunks: Record<Exclude<Language, 'en'>, () => Promise<{ messages: Messages }>> = {
  hi: () => import('@/locales/status/hi.po'),
  bn: () => import('@/locales/status/bn.po'),
  mr: () => import('@/locales/status/mr.po'),
  te: () => import('@/locales/status/te.po'),
  ta: () => import('@/locales/status/ta.po'),
  gu: () => import('@/locales/status/gu.po'),
  ur: () => import('@/locales/status/ur.po'),
  kn: () => import('@/locales/status/kn.po'),
  or: () => import('@/locales/status/or.po'),
  ml: () => import('@/locales/status/ml.po'),
};

/**
 * The status screens' catalogue of `language` (error, not found, access denied, and the
 * refusals a card's visitor reads there: `statusSources` in lingui.config.ts), in every language
 * of the card: English in the first download, each other a chunk of its own.
 */
export const statusCatalogue: CatalogueLoader = async (language) =>
  language === sourceLanguage ? statusEnglish : (await statusChunks[language]()).messages;

/** Whether a page of this document has chosen the language (the app's first page, or the card). */
let chosen = false;

/** The latest activation of a language of the app's pages (the menu's or a page's). */
let activation: Promise<void> = Promise.resolve();

/** The languages activated with the app's pages' catalogues loaded. */
const activated = new Set<Language>();

/**
 * Loads the app's catalogue of `language`, the status screens' and the card's (those
 * `activateLanguage` always loads) and makes it the active language (`<html lang dir>`): the
 * one way the app's pages change language, the menu's choice and a page's alike.
 */
export function activateOwnerLanguage(language: Language): Promise<void> {
  target = language;
  activation = activateLanguage(language, [appCatalogue, statusCatalogue]).then(() => {
    activated.add(language);
  });
  return activation;
}

/**
 * The card has chosen the language (it hands its visitor over to the app in its document:
 * src/card/later/open-app.ts): the app's first page keeps it where it is written in it.
 */
export function keepCardLanguage(): void {
  chosen = true;
}

/**
 * Activates the language of the page about to render (`pageLanguageMiddleware`,
 * src/app/page-language.ts): the language already shown when the page is written in it (a
 * person moving between pages keeps theirs, the card's visitor landing on /error keeps the
 * card's); else, and on the document's first page, `pageLanguage`'s order (the remembered
 * choice, `?lang=`, the browser's languages) among the languages the page is written in.
 * @param page `owner`: the owner's and the admin's pages (`ownerLanguages`); `status`: the
 *   error and not-found screens, whose words are all in the card's and the status screens'
 *   catalogues, so every language of the card (the app's own words there, a spinner's label,
 *   are English in a language the owner's pages are not written in)
 * @param location the page's address (`?lang=`): the navigation's `request.url`
 */
export function activatePageLanguage(
  page: 'owner' | 'status',
  location: Pick<Location, 'search'>,
): Promise<void> {
  // Every activation is of a `Language` (activateLanguage's parameter).
  const shown = i18n.locale as Language;
  const language =
    page === 'owner' ? ownerPageLanguage(location) : chosen ? shown : pageLanguage(null, location);
  chosen = true;
  // Nothing to load or change: no `change` event, so nothing re-renders mid-navigation.
  if (language === shown && activated.has(language)) return activation;
  return activateOwnerLanguage(language);
}

/**
 * The language of an owner's page at `location`: the one shown when the page is written in it
 * and a page has chosen it (a person moving between pages keeps theirs), else `pageLanguage`'s
 * order among the owner's pages' languages.
 */
function ownerPageLanguage(location: Pick<Location, 'search'>): Language {
  const shown = i18n.locale as Language;
  return chosen && isOwnerLanguage(shown) ? shown : pageLanguage(null, location, ownerLanguages);
}

/** The language menu's choice: remembered on this device, then shown at once. */
export async function chooseOwnerLanguage(language: OwnerLanguage): Promise<void> {
  rememberLanguage(language);
  await activateOwnerLanguage(language);
}
