/**
 * The languages of the owner's pages (sign-in, dashboard, editor, account, contacts, insights,
 * admin pages), in the language menu's order: English, the source, and Hindi. The app's
 * catalogues (`src/locales/app/`, and each page's in `src/locales/pages/`) ship these alone; the
 * card's ship every interface language. Adding one is its translated `src/locales/app/{tag}.po`
 * and each `src/locales/pages/{name}/{tag}.po`, its tag here and its line in `pageChunks`
 * (src/components/owner-language.ts).
 */
export const ownerLanguages = ['en', 'hi'] as const;
