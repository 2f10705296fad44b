import { env } from '@/config/env';

/**
 * Early answers (issue #20): GET calls of the page the visitor opened, started by the
 * dispatcher (src/main.tsx) before the app's code has loaded, so they travel while it
 * downloads instead of after it has rendered: the session check (`prefetchSession`,
 * src/api/session.ts) for every page, and the page's own data (`preloadRoute`,
 * src/app/early-start.ts, the route table's `calls`). The first request of the same URL takes the answer instead of
 * asking the server again: the session query through `requestSession`, every other query
 * through the client's `fetch` (src/api/client.ts), whose middleware then reads it as its own.
 * Each answer is taken once. The ones nobody took are dropped when the visitor leaves the page
 * they opened (src/app/layouts/app-layout.tsx), so a later visit asks the server again, and
 * whenever the session is written (login, logout, a 401: src/lib/query-client.ts), so an
 * answer asked under one session is never served to another.
 */
const started = new Map<string, Promise<Response>>();

/** The absolute URL of an API path (`/api/…` with its query string), as the client builds it. */
function urlOf(path: string): string {
  return new URL(`${env.apiBaseUrl}${path}`, globalThis.location?.href).href;
}

/**
 * Starts GET `path` (`/api/…`, with its query string) now, with credentials, as the client
 * would; nothing happens when it is already started and not yet taken.
 */
export function requestEarly(path: string): void {
  const url = urlOf(path);
  if (started.has(url)) return;
  const answer = globalThis.fetch(url, { credentials: 'include' });
  answer.catch(() => undefined); // a network failure is the taker's, never an unhandled rejection
  started.set(url, answer);
}

/**
 * The early answer of GET `url` (absolute, or an API path), taken: the next request of it asks
 * the server. `undefined` when none was started or it was taken or dropped.
 */
export function takeEarly(url: string): Promise<Response> | undefined {
  const key = url.startsWith('/') ? urlOf(url) : url;
  const answer = started.get(key);
  started.delete(key);
  return answer;
}

/**
 * A copy of the early answer of `path`, left in place for its taker; `undefined` when there is
 * none, the request failed, or the taker has read it already (peek before anyone may take it).
 */
export function peekEarly(path: string): Promise<Response | undefined> | undefined {
  return started.get(urlOf(path))?.then(
    (response) => (response.bodyUsed ? undefined : response.clone()),
    () => undefined,
  );
}

/** Drops every early answer not taken: whoever asks next asks the server. */
export function dropEarlyAnswers(): void {
  started.clear();
}
