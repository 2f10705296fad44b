import * as z from 'zod/mini';

/**
 * Build-time settings, parsed once at start (a bad value fails loudly here, not later).
 * - `VITE_API_BASE_URL`: absolute origin of the API host; default: the page's own origin
 *   (the dev and preview servers proxy `/api` when `API_TARGET` is set, see vite.config.ts).
 * - `VITE_API_MOCKING`: `browser` runs the in-browser mock backend; set by vite.config.ts.
 * zod/mini keeps this out of the public card's byte budget.
 */
const envSchema = z.object({
  VITE_API_BASE_URL: z.optional(z.union([z.url(), z.literal('')])),
  VITE_API_MOCKING: z._default(z.enum(['browser', 'off']), 'off'),
});

const parsed = envSchema.parse({
  VITE_API_BASE_URL: import.meta.env.VITE_API_BASE_URL,
  VITE_API_MOCKING: import.meta.env.VITE_API_MOCKING,
});

export const env = {
  apiBaseUrl: (parsed.VITE_API_BASE_URL || globalThis.location?.origin || 'http://localhost').replace(/\/$/, ''),
  mocking: parsed.VITE_API_MOCKING,
} as const;
