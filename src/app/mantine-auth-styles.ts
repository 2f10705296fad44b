/**
 * Mantine's CSS for the sign-in pages only (register, login, forgot and reset password, verify
 * e-mail), on top of mantine-styles.ts, which holds every component they render today (their
 * form's are the dashboard's too: issue #20). A component only those pages render adds its
 * per-component file here, after those it builds on; build/mantine-stylesheets.test.ts reads the
 * pages' imports and fails when a file is missing, out of order or listed in two of these files.
 */
export {};
