/**
 * The one reader of Fetch Metadata in the mock backend (W3C "Fetch Metadata Request Headers",
 * https://www.w3.org/TR/fetch-metadata/): the `Sec-Fetch-Site`, `Sec-Fetch-Mode` and
 * `Sec-Fetch-Dest` a browser adds to each request it makes. A header is `null` when the client
 * sent none: a non-browser client (curl, a server, a test) or a browser without Fetch Metadata,
 * so every rule below holds only for what a browser says, never for its silence.
 */
type FetchMetadata = {
  /** `Sec-Fetch-Site`: `same-origin`, `same-site`, `cross-site` or `none` (typed by the user). */
  site: string | null;
  /** `Sec-Fetch-Mode`: the request's mode (`cors`, `same-origin`, `no-cors`, `navigate`…). */
  mode: string | null;
  /** `Sec-Fetch-Dest`: what the response is for; `empty` for a script's `fetch` or XHR. */
  dest: string | null;
};

/** The Fetch Metadata of a request, as sent (header names are case-insensitive). */
export function fetchMetadataOf(request: Request): FetchMetadata {
  return {
    site: request.headers.get('sec-fetch-site'),
    mode: request.headers.get('sec-fetch-mode'),
    dest: request.headers.get('sec-fetch-dest'),
  };
}

/**
 * Whether the browser loads the answer as something other than a script's data: an image,
 * script, style, frame, page or other destination (`Sec-Fetch-Dest` present and not `empty`).
 */
const isLoadedAsResource = ({ dest }: FetchMetadata) => dest !== null && dest !== 'empty';

/**
 * Taps from other sites (contract `getPublicProfile`): whether another site made the browser
 * load this as a subresource or page (`Sec-Fetch-Site: cross-site` with a `Sec-Fetch-Dest` other
 * than `empty`): an `<img>`, a script, a frame. Such a load is no visit of the card page, whose
 * own call is a `fetch` (`empty`); a same-site load or a `fetch` from any site is not one.
 */
export function isCrossSiteResourceLoad(request: Request): boolean {
  const metadata = fetchMetadataOf(request);
  return metadata.site === 'cross-site' && isLoadedAsResource(metadata);
}

/**
 * Bots (contract "Insights"): whether the browser says this is not a script's `fetch` in CORS
 * or same-origin mode, from any site: a navigation, a `no-cors` request, or a load as a
 * resource (an image, a frame). The card page sends its events with `fetch`, so such a request
 * is not the card page's.
 */
export function isNotScriptFetch(request: Request): boolean {
  const metadata = fetchMetadataOf(request);
  const { mode } = metadata;
  return (
    (mode !== null && mode !== 'cors' && mode !== 'same-origin') || isLoadedAsResource(metadata)
  );
}
