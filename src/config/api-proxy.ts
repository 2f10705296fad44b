/**
 * The rules of every proxy in front of the API on the site's own origin (same-origin `/api`: the
 * session cookie stays first-party, no CORS), declared once: the dev and preview servers
 * (build/api-proxy.ts), the card renderer (edge/handler.ts) and nginx (deploy/nginx.conf,
 * written by `npm run deploy:gen`) follow them.
 *
 * No imports and erasable TypeScript only: plain Node reads this file too (the deploy generator,
 * vite.config.ts).
 */

/** The path every proxy sends to the API, unchanged (the contract's paths all start with it). */
export const apiPath = '/api/';

/**
 * Headers that name the client's address, which a client could write to pass for another one:
 * a proxy drops them all and sends only the `X-Forwarded-For` it sets itself (the API keys its
 * throttles by that address, contract "Throttles").
 */
export const clientAddressHeaders = [
  'X-Forwarded-For',
  'Forwarded',
  'X-Real-IP',
  'CF-Connecting-IP',
  'True-Client-IP',
] as const;

/**
 * What a proxy tells the API about the request it forwards, each taken from the proxy's own
 * connection or settings, never from a header the client wrote.
 */
export type Forwarded = {
  /**
   * The client's network address as the proxy's connection gives it; undefined when the
   * platform gives none (then no `X-Forwarded-For` is sent).
   */
  address: string | undefined;
  /**
   * The page's host with its port as the browser addressed it (`cards.example.com:8443`): the
   * API may accept a proxied request's `Origin` when it equals the forwarded origin (the HTTP
   * mock does, contract "Cross-site requests").
   */
  host: string;
  /** The page's scheme. */
  protocol: 'http' | 'https';
};

/** The header that carries each part of {@link Forwarded}. */
export const forwardedHeaderNames = {
  address: 'X-Forwarded-For',
  host: 'X-Forwarded-Host',
  protocol: 'X-Forwarded-Proto',
} as const satisfies Record<keyof Forwarded, string>;

/**
 * The forwarded headers a proxy sets on a request to the API, replacing the client's (drop
 * {@link clientAddressHeaders} first): `X-Forwarded-For` (when the address is known),
 * `X-Forwarded-Host` and `X-Forwarded-Proto`.
 */
export function forwardedHeaders(forwarded: Forwarded): Record<string, string> {
  const headers: Record<string, string> = {
    [forwardedHeaderNames.host]: forwarded.host,
    [forwardedHeaderNames.protocol]: forwarded.protocol,
  };
  if (forwarded.address) headers[forwardedHeaderNames.address] = forwarded.address;
  return headers;
}
