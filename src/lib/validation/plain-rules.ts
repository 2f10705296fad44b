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

/** Spec §5 / §9 UPI ID: 2–256 of letters, digits, `_ . -`, then `@`, then 2–64 letters. */
export const upiIdPattern = /^[A-Za-z0-9_.-]{2,256}@[A-Za-z]{2,64}$/;
