import { matchPath, paths, type PathKey } from '@/config/paths';

// Not in src/config/paths.ts: that module is part of the card's first download, and every
// export the app uses from it stays in the card's shared chunk (vite.config.ts `cardChunk`).

/**
 * The owner's page to return to after signing in, from a `redirectTo` query parameter: its path
 * and query when its path is one of the dashboard's pages (`/dashboard/…`, a pattern of
 * {@link paths}), else `undefined`. Anything else (another origin, `//host`, `/\host`, a page
 * outside the dashboard) is dropped, so a link cannot send a person who signs in to another
 * site or page (OWASP ASVS 5.1.5, open redirects).
 */
export function dashboardReturnPath(value: string | null | undefined): string | undefined {
  const base = 'https://tapcard.invalid';
  if (!value?.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  const page = (Object.keys(paths) as PathKey[]).some(
    (key) => paths[key].startsWith(paths.dashboard) && matchPath(key, url.pathname),
  );
  return page ? url.pathname + url.search : undefined;
}
