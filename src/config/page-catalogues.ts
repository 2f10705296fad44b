/**
 * The catalogues of the owner's and the admin's pages' own words, by name: each page loads its
 * own with its code (`withPageMessages`, src/components/owner-language.ts), beside the app's
 * catalogue every page loads. Their sources are `pageSources` in lingui.config.ts; adding one is a
 * name here and its folders there.
 */
export const pageCatalogues = [
  'account',
  'admin',
  'auth',
  'contacts',
  'editor',
  'insights',
  'profiles',
  'share',
] as const;

/** The name of one catalogue of the owner's and the admin's pages. */
export type PageCatalogue = (typeof pageCatalogues)[number];
