import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { ownerLanguages } from './src/config/owner-languages.ts';
import { pageCatalogues, type PageCatalogue } from './src/config/page-catalogues.ts';

/**
 * Message catalogues (docs/decisions/0018-languages-library.md). Four per language, so the card
 * never downloads the owner's pages' messages, nor its later parts' before they load:
 *
 * - `src/locales/card/{locale}.po`: every string a visitor of the card sees (the card wing, the
 *   capabilities' card folders, the language menu, the share card, what `src/lib` shows them), but
 * - `src/locales/card-later/{locale}.po`: what the card's lazily loaded parts say
 *   (`cardLaterSources`);
 * - `src/locales/status/{locale}.po`: the screens a person lands on when a page cannot show (the
 *   error, not-found and access-denied screens, and the refusals a card's visitor reads there:
 *   `statusSources`), in every language of the card, since the card hands its visitor over to
 *   them;
 * - `src/locales/pages/{name}/{locale}.po`: one page's own words (`pageSources`), loaded with the
 *   page's code (`withPageMessages`, src/components/owner-language.ts), so /login carries none of
 *   the editor's;
 * - `src/locales/app/{locale}.po`: everything else of the owner's and the admin's pages (the
 *   layout, the menu, the guards' toasts, shared components, the server's known messages), which
 *   the app loads with every page. The owner's pages ship in `ownerLanguages` alone
 *   (src/config/owner-languages.ts): their other languages are extracted but neither loaded nor
 *   checked (`shippedLocales`).
 *
 * `npm run i18n:check` fails where a module's messages are in a catalogue not loaded wherever the
 * module can render (scripts/i18n/catalogue-reach.ts).
 *
 * Message ids are generated from the English text (the `t` macro's default); `en` is the source.
 */
export const cardSources = [
  '<rootDir>/src/card',
  '<rootDir>/src/capabilities/contact-exchange/card',
  '<rootDir>/src/capabilities/insights/card',
  '<rootDir>/src/components/share-card/card-qr.tsx',
  '<rootDir>/src/components/share-card/browser-share.ts',
  '<rootDir>/src/components/site-footer-view.tsx',
  '<rootDir>/src/i18n',
  '<rootDir>/src/lib/in-app-browser.ts',
  '<rootDir>/src/lib/toast-show.tsx',
];

/**
 * The card's messages that no first screen shows: what its lazily loaded parts say (the later
 * tabs, the exchange's forms, the in-app browser guidance, the UPI QR code, the share dialog, the
 * copy toasts). Their catalogue
 * loads with those parts (`withCardLaterMessages`, src/i18n/i18n.ts), so the card's first
 * download carries only the first screen's words.
 */
export const cardLaterSources = [
  '<rootDir>/src/card/later',
  '<rootDir>/src/components/share-card/public-share-panel.tsx',
  '<rootDir>/src/lib/copy-text.ts',
  '<rootDir>/src/card/profile-card/later-tabs.ts',
  '<rootDir>/src/card/profile-card/link-tabs.tsx',
  '<rootDir>/src/card/profile-card/other-tab.tsx',
  '<rootDir>/src/capabilities/contact-exchange/card/later',
  '<rootDir>/src/lib/in-app-browser.ts',
  // The messages of the visitor's forms: in the app's catalogue too (its known messages).
  '<rootDir>/src/lib/validation/visitor-messages.ts',
];

/**
 * The status screens and the refusals a card's visitor reads on them: loaded by the app (which
 * shows them) in the visitor's language, any language of the card (src/app/routes.tsx).
 */
export const statusSources = [
  '<rootDir>/src/app/routes/status-pages.tsx',
  '<rootDir>/src/app/routes/status-titles.ts',
  '<rootDir>/src/components/card-refusals.ts',
];

/**
 * The catalogues of the owner's and the admin's pages (src/config/page-catalogues.ts), by name:
 * the sources whose words a page loads with its code (`withPageMessages(import(…), name)`), not
 * with every page. A module two pages import sits in `app`, or in a catalogue both pages load.
 */
export const pageSources = {
  account: ['<rootDir>/src/features/account'],
  admin: ['<rootDir>/src/features/admin'],
  auth: ['<rootDir>/src/features/auth'],
  contacts: ['<rootDir>/src/capabilities/contact-exchange/contacts'],
  editor: [
    '<rootDir>/src/features/editor',
    '<rootDir>/src/capabilities/card-translations/editor',
    '<rootDir>/src/capabilities/contact-exchange/editor',
  ],
  insights: [
    '<rootDir>/src/capabilities/insights/routes',
    '<rootDir>/src/capabilities/insights/components',
  ],
  profiles: ['<rootDir>/src/features/profiles'],
  share: [
    '<rootDir>/src/components/share-card/share-card-dialog.tsx',
    '<rootDir>/src/components/share-card/share-kit',
    '<rootDir>/src/components/share-card/nfc-write.ts',
  ],
} satisfies Record<PageCatalogue, readonly string[]>;

const locales = ['en', 'hi', 'bn', 'mr', 'te', 'ta', 'gu', 'ur', 'kn', 'or', 'ml'];

/** The languages each catalogue (by name) ships: `npm run i18n:check` wants every message of these. */
export const shippedLocales: Record<string, readonly string[]> = {
  card: locales,
  'card-later': locales,
  status: locales,
  app: ownerLanguages,
  ...Object.fromEntries(pageCatalogues.map((name) => [name, ownerLanguages])),
};

const notExtracted = ['**/*.test.*', '**/*.stories.*'];

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
      exclude: [...cardLaterSources, '**/*.test.*', '**/*.stories.*'],
    },
    {
      name: 'card-later',
      path: '<rootDir>/src/locales/card-later/{locale}',
      include: cardLaterSources,
      exclude: ['**/*.test.*', '**/*.stories.*'],
    },
    {
      name: 'status',
      path: '<rootDir>/src/locales/status/{locale}',
      include: statusSources,
      exclude: ['**/*.test.*', '**/*.stories.*'],
    },
    {
      name: 'app',
      path: '<rootDir>/src/locales/app/{locale}',
      include: ['<rootDir>/src'],
      exclude: [
        ...cardSources,
        ...statusSources,
        ...Object.values(pageSources).flat(),
        // The card's share dialog: on the card alone (the owner's pages have their own).
        '<rootDir>/src/components/share-card/public-share-panel.tsx',
        '<rootDir>/src/locales',
        ...notExtracted,
      ],
    },
    ...Object.entries(pageSources).map(([name, include]) => ({
      name,
      path: `<rootDir>/src/locales/pages/${name}/{locale}`,
      include: [...include],
      exclude: notExtracted,
    })),
  ],
});
