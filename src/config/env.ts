/**
 * Build-time settings, parsed once at start (a bad value fails loudly here, not later).
 * - `VITE_API_BASE_URL`: absolute origin of the API host; default: the page's own origin
 *   (the dev and preview servers proxy `/api` when `API_TARGET` is set, see vite.config.ts).
 * - `VITE_API_MOCKING`: `browser` runs the in-browser mock backend; from `.env.[mode]` (off
 *   when `API_TARGET` is set, see vite.config.ts).
 * Plain checks, no zod: this module is in every page's initial bundle, and even zod/mini shares
 * its core with the forms' zod, which then lands in the public card's first download.
 */
function parseEnv(raw: { VITE_API_BASE_URL?: unknown; VITE_API_MOCKING?: unknown }) {
  const base = raw.VITE_API_BASE_URL ?? '';
  if (typeof base !== 'string' || (base !== '' && !URL.canParse(base))) {
    throw new Error(`VITE_API_BASE_URL must be an absolute URL or empty, got ${String(base)}`);
  }
  const mocking = raw.VITE_API_MOCKING ?? 'off';
  if (mocking !== 'browser' && mocking !== 'off') {
    throw new Error(`VITE_API_MOCKING must be 'browser' or 'off', got ${String(mocking)}`);
  }
  return { VITE_API_BASE_URL: base, VITE_API_MOCKING: mocking };
}

const parsed = parseEnv({
  VITE_API_BASE_URL: import.meta.env.VITE_API_BASE_URL,
  VITE_API_MOCKING: import.meta.env.VITE_API_MOCKING,
});

export const env = {
  apiBaseUrl: (
    parsed.VITE_API_BASE_URL ||
    globalThis.location?.origin ||
    'http://localhost'
  ).replace(/\/$/, ''),
  mocking: parsed.VITE_API_MOCKING,
} as const;
