import type { Loader } from '@storybook/react-vite';
import { appCatalogue, pageCatalogue, statusCatalogue } from '@/components/owner-language';
import { pageCatalogues } from '@/config/page-catalogues';
import {
  activateLanguage,
  cardLaterCatalogue,
  isLanguage,
  languages,
  sourceLanguage,
} from '@/i18n';

/**
 * The language and direction toolbar (so a designer reviews every story in every language and
 * right to left): `language` loads and activates a catalogue before the story renders (a story
 * may set it: `globals: { language: 'hi' }`); `direction` forces `<html dir>` (empty: the
 * language's own).
 */
export const languageGlobalTypes = {
  language: {
    description: 'Interface language',
    toolbar: {
      title: 'Language',
      icon: 'globe' as const,
      items: languages.map(({ tag, name }) => ({ value: tag, title: `${name} (${tag})` })),
      dynamicTitle: true,
    },
  },
  direction: {
    description: 'Writing direction (empty: the language’s own)',
    toolbar: {
      title: 'Direction',
      icon: 'transfer' as const,
      items: [
        { value: '', title: 'Direction: the language’s' },
        { value: 'ltr', title: 'Direction: left to right' },
        { value: 'rtl', title: 'Direction: right to left' },
      ],
      dynamicTitle: true,
    },
  },
};

/** Activates the toolbar's (or the story's) language and direction before the story renders. */
export const languageLoader: Loader = async ({ globals }) => {
  const { language, direction } = globals as { language?: string; direction?: string };
  // The app's catalogues too (the owner's pages' stories, in English where they are not
  // written), the status screens', and the card's later parts' (stories render those parts and
  // the pages' directly, not lazily).
  await activateLanguage(isLanguage(language) ? language : sourceLanguage, [
    cardLaterCatalogue,
    appCatalogue,
    statusCatalogue,
    ...pageCatalogues.map(pageCatalogue),
  ]);
  if (direction === 'ltr' || direction === 'rtl') document.documentElement.dir = direction;
  return {};
};
