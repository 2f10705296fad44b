import { server } from '@mocks/node';

/**
 * Counts the requests that reach the mock backend from now on, by path and query string
 * (`/api/profile?admin=true`): returns how many a path has had, or for a pattern how many all
 * the paths it matches have had. tests/support/setup.ts removes the listener after each test.
 */
export function countRequests(): (path: string | RegExp) => number {
  const counted = new Map<string, number>();
  server.events.on('request:start', ({ request }) => {
    const { pathname, search } = new URL(request.url);
    counted.set(pathname + search, (counted.get(pathname + search) ?? 0) + 1);
  });
  return (path: string | RegExp) =>
    typeof path === 'string'
      ? (counted.get(path) ?? 0)
      : [...counted].reduce((sum, [p, n]) => (path.test(p) ? sum + n : sum), 0);
}
