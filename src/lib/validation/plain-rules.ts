/**
 * Validation rules that need no library. The public card imports them from here: importing
 * rules.ts would put libphonenumber-js (about 30 KB gzip) into the card's initial bundle.
 */

/** True only for an absolute `http:` or `https:` URL that the URL parser accepts. */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
}
