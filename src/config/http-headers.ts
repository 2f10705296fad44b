/**
 * The headers of every answer the site sends, declared once: the deploy files (deploy/, written
 * by `npm run deploy:gen`, checked by `npm run test:deploy`), the card renderer (edge/) and the
 * preview server (`CSP=1 npm run preview`, vite.config.ts) send these.
 *
 * No imports and erasable TypeScript only: plain Node reads this file too (the deploy generator
 * and check, vite.config.ts).
 */

/**
 * The Content-Security-Policy the production app works under (README "Security"). Mantine
 * injects its CSS variables in <style> elements, hence 'unsafe-inline' for styles only;
 * scripts are 'self' alone (the build has no inline scripts). Logos and QR images may be
 * data: or blob: URLs; the contact file fetches the logo from the API host or any https host.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self' https:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The other security headers every deploy file sends on every answer (README "Deploy", checked
 * by `npm run test:deploy`), besides the CSP, nosniff and the referrer policy:
 * - `Strict-Transport-Security`: HTTPS only for two years, subdomains included (ASVS V14.4.5;
 *   browsers ignore it over plain HTTP);
 * - `Permissions-Policy`: no powerful feature the app does not use (camera, microphone,
 *   geolocation, payment, USB and the like; the clipboard the app uses stays allowed);
 * - `Cross-Origin-Opener-Policy: same-origin`: a page that opens the app (or that the app
 *   opens) gets no handle on its window.
 */
export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Permissions-Policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/**
 * The whole header set of every answer, as one object: the CSP, nosniff, the referrer policy
 * (no full URL, so no card id, in `Referer` to other sites) and {@link securityHeaders}. The
 * deploy files send these (`npm run test:deploy` compares them) and the card renderer
 * (edge/handler.ts) sets them on everything it answers.
 */
export const responseHeaders = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  ...securityHeaders,
} as const;

/**
 * Where the build's hashed files are (Vite's default `build.assetsDir`, under the site's root):
 * a host answers a missing one 404, never a document (a stale tab must not parse HTML as
 * JavaScript).
 */
export const assetsPath = '/assets/';

/** The hashed files under {@link assetsPath}: cached for a year, never revalidated. */
export const assetCacheControl = 'public, max-age=31536000, immutable';

/**
 * The documents (index.html, profile.html) and every other unhashed file: revalidated on every
 * visit, so a new release reaches everyone (the documents name the current hashed files).
 */
export const documentCacheControl = 'no-cache';
