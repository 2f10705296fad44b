import { ownerLanguages } from '@/config/owner-languages';
import { messages as english } from '@/locales/app/en.po';
import {
  activateLanguage,
  cardCatalogue,
  pageLanguage,
  rememberLanguage,
  sourceLanguage,
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
 * The app's own catalogue of `language` (the owner's pages' messages; the card's are in
 * `cardCatalogue`): English in the first download, Hindi a chunk of its own. A language the
 * owner's pages are not written in gets English (never reached: {@link ownerPageLanguage}).
 */
export const appCatalogue: CatalogueLoader = async (language) =>
  language === sourceLanguage || !isOwnerLanguage(language)
    ? english
    : (await chunks[language]()).messages;

/**
 * The language of the owner's pages for this person: the page's language (the remembered
 * choice, `?lang=`, the browser's languages: `pageLanguage`) when the owner's pages are
 * written in it, else English.
 */
export function ownerPageLanguage(): OwnerLanguage {
  const wanted = pageLanguage();
  return isOwnerLanguage(wanted) ? wanted : sourceLanguage;
}

/** Loads both catalogues of `language` and makes it the active language (`<html lang dir>`). */
export function activateOwnerLanguage(language: OwnerLanguage): Promise<void> {
  return activateLanguage(language, [cardCatalogue, appCatalogue]);
}

/** The language menu's choice: remembered on this device, then shown at once. */
export async function chooseOwnerLanguage(language: OwnerLanguage): Promise<void> {
  rememberLanguage(language);
  await activateOwnerLanguage(language);
}
