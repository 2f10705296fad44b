import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { ownerLanguages } from './src/config/owner-languages.ts';

/**
 * Message catalogues (docs/decisions/0018-languages-library.md). Two per language, so the card
 * never downloads the owner's pages' messages:
 *
 * - `src/locales/card/{locale}.po`: every string a visitor of the card sees (the card wing, the
 *   capabilities' card folders, the language menu, the share card, what `src/lib` shows them);
 * - `src/locales/app/{locale}.po`: everything else (the owner's and the admin's pages), which the
 *   app loads after the card's catalogue of the same language. The owner's pages ship in
 *   `ownerLanguages` alone (src/config/owner-languages.ts): the app's other catalogues are
 *   extracted but neither loaded nor checked (`shippedLocales`).
 *
 * Message ids are generated from the English text (the `t` macro's default); `en` is the source.
 */
export const cardSources = [
  '<rootDir>/src/card',
  '<rootDir>/src/capabilities/*/card',
  '<rootDir>/src/components/share-card',
  '<rootDir>/src/i18n',
  '<rootDir>/src/lib',
];

const locales = ['en', 'hi', 'bn', 'mr', 'te', 'ta', 'gu', 'ur', 'kn', 'or', 'ml'];

/** The languages each catalogue (by name) ships: `npm run i18n:check` wants every message of these. */
export const shippedLocales: Record<'card' | 'app', readonly string[]> = {
  card: locales,
  app: ownerLanguages,
};

export default defineConfig({
  sourceLocale: 'en',
  locales,
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      name: 'card',
      path: '<rootDir>/src/locales/card/{locale}',
      include: cardSources,
      exclude: ['**/*.test.*', '**/*.stories.*'],
    },
    {
      name: 'app',
      path: '<rootDir>/src/locales/app/{locale}',
      include: ['<rootDir>/src'],
      exclude: [...cardSources, '<rootDir>/src/locales', '**/*.test.*', '**/*.stories.*'],
    },
  ],
});
