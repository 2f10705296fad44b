/**
 * The languages of the owner's pages (sign-in, dashboard, editor, account, contacts, insights,
 * admin pages), in the language menu's order: English, the source, and Hindi. The app's
 * catalogue (`src/locales/app/`) ships these alone; the card's ships every interface language.
 * Adding one is a translated `src/locales/app/{tag}.po` and its tag here.
 */
export const ownerLanguages = ['en', 'hi'] as const;
