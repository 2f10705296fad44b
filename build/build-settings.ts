import type { Plugin } from 'vite';

/**
 * Checks the build-time settings (docs/development.md "Ports and environment variables") as Vite
 * loaded them from the environment and `.env.[mode]`, so that a bad value stops the build, the
 * dev server and the tests at start instead of shipping a check to every visitor:
 * - `VITE_API_BASE_URL`: the API's absolute origin, or empty (the page's own origin);
 * - `VITE_API_MOCKING`: `browser` (the in-browser mock backend) or `off`, unset meaning `off`.
 * @throws an Error naming the setting and the value it got.
 */
export function checkBuildSettings(env: Record<string, string | undefined>): void {
  const base = env.VITE_API_BASE_URL ?? '';
  if (base !== '' && !URL.canParse(base)) {
    throw new Error(`VITE_API_BASE_URL must be an absolute URL or empty, got ${base}`);
  }
  const mocking = env.VITE_API_MOCKING ?? 'off';
  if (mocking !== 'browser' && mocking !== 'off') {
    throw new Error(`VITE_API_MOCKING must be 'browser' or 'off', got ${mocking}`);
  }
}

/** {@link checkBuildSettings} once Vite has resolved its config (build, dev server, Vitest). */
export function buildSettings(): Plugin {
  return {
    name: 'tapcard:build-settings',
    configResolved(config) {
      checkBuildSettings(config.env);
    },
  };
}
