import { msg } from '@lingui/core/macro';

/**
 * The status screens' headings (spec §2), which are also their document titles (the routes'
 * `handle`, src/app/routes.tsx): written once, in the status screens' catalogue
 * (`statusSources` in lingui.config.ts), which every language of the card ships.
 */
export const statusTitles = {
  error: msg`Something went wrong !`,
  notFound: msg`Page not found !`,
  accessDenied: msg`Access Denied !`,
};
