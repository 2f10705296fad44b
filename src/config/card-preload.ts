import { profileIdParameterPattern } from '../api/generated/lists/profile-id-parameter-pattern.gen.ts';
import { apiPath } from './api-proxy.ts';

/**
 * The card's one API request (contract `getPublicProfile`) started by the host with the card's
 * document, before the card's script has loaded: a `Link` response header with
 * `rel=preload; as=fetch` (HTML "Link type preload"; RFC 8288). The card's entry then sends the
 * same request, and the browser hands it the preloaded answer. Reuse needs the same URL, byte for
 * byte, and the same credentials mode as the card's client (openapi-fetch, `credentials:
 * 'include'`, hence `crossorigin=use-credentials`); a mismatch would cost a second request and a
 * second counted tap, so src/config/card-preload.test.ts checks the URL against the client's.
 *
 * Written from here: the preview server (build/card-document.ts) and nginx
 * (scripts/deploy-files.ts). The card renderer (edge/) needs none: its page carries the answer.
 * Only on a host that serves the API on its own origin (`/api`, src/config/api-proxy.ts).
 *
 * Relative imports and erasable TypeScript only: the build's plugins and the deploy generator
 * read this file outside Vite's aliases.
 */

/** The card request's `count` query parameter (contract `getPublicProfile`; spec §2, §9). */
export type PreloadCount = 'true' | 'false';

/**
 * Reads `count` from a card page URL's search, for the card's request and its preload alike:
 * only `false` turns tap counting off (spec §9: the owner's own View link).
 */
export function countParam(search: URLSearchParams): PreloadCount {
  return search.get('count') === 'false' ? 'false' : 'true';
}

/**
 * The URL of the card's request, `/api/profile/{profileId}?count=…`, as openapi-fetch writes it,
 * from the path segment and the count as given: percent-encoded values, or a host's variables
 * (nginx's `$card_id`).
 */
export function cardAnswerUrlOf(idSegment: string, count: string): string {
  return `${apiPath}profile/${idSegment}?count=${count}`;
}

/** The URL of the card's request for card `profileId` ({@link cardAnswerUrlOf}, the id encoded). */
export function cardAnswerUrl(profileId: string, count: PreloadCount): string {
  return cardAnswerUrlOf(encodeURIComponent(profileId), count);
}

/** The `Link` header's parameters after the URL. */
export const cardPreloadParams = 'rel=preload; as=fetch; crossorigin=use-credentials';

/**
 * The `Link` header value that preloads the card's answer for a card page's URL, or `undefined`
 * when the card sends no request for it (an id outside the contract's `ProfileId` pattern: the
 * card answers "not found" without asking).
 * @param search the page URL's query: `count=false` turns counting off, as on the card
 */
export function cardPreloadLink(profileId: string, search: URLSearchParams): string | undefined {
  if (!profileIdParameterPattern.test(profileId)) return undefined;
  return `<${cardAnswerUrl(profileId, countParam(search))}>; ${cardPreloadParams}`;
}

/** The contract's `ProfileId` pattern without its anchors, for a host's regular expression. */
export const profileIdSource = profileIdParameterPattern.source.replace(/^\^|\$$/g, '');
