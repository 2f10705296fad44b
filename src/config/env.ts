/**
 * Build-time settings, checked when the build (or the dev server, or Vitest) starts
 * (build/build-settings.ts), so no visitor downloads the check:
 * - `VITE_API_BASE_URL`: absolute origin of the API host; default: the page's own origin
 *   (the dev and preview servers proxy `/api` when `API_TARGET` is set, see vite.config.ts).
 * `VITE_API_MOCKING` is read where the mock starts (src/mock-start.ts).
 */
export const env = {
  apiBaseUrl: (
    import.meta.env.VITE_API_BASE_URL ||
    globalThis.location?.origin ||
    'http://localhost'
  ).replace(/\/$/, ''),
} as const;
