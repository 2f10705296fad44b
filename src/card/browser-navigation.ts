/**
 * Leaves the app for another site, replacing the current history entry (a redirect card,
 * spec §2). An object, so tests can watch the call: jsdom cannot navigate.
 */
export const browserNavigation = {
  replace(url: string) {
    window.location.replace(url);
  },
};
