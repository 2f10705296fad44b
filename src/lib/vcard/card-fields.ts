import type { Schemas } from '@/api/client';
import { socialsKeys } from '@/api/generated/lists/socials-keys.gen';
import { isHttpUrl } from '@/lib/validation/plain-rules';
import { internationalNumber } from './international-number';

/**
 * Which fields of a card are usable, shared by the public card and its contact file so both
 * apply the same rules: entries count only when fully filled (spec §2), and only http(s) URLs
 * from data are used (docs/security.md, V5).
 */

/** Social networks in display order (the contract's Socials, generated). */
export const socialNetworks = socialsKeys;
export type SocialNetwork = (typeof socialNetworks)[number];

/** Storage name of the default logo (spec §3). */
export const defaultLogoName = 'profile/logos/default';

/** The URL, trimmed, when it is an http(s) URL without whitespace; otherwise `undefined`. */
export function safeUrl(value: string | undefined): string | undefined {
  const url = value?.trim();
  return url && !/\s/.test(url) && isHttpUrl(url) ? url : undefined;
}

/** A phone or WhatsApp entry with its name, and its number in international form. */
export type FilledPhone = { name: string; international: string };

/** Entries whose name, code and number are all filled and valid, as `+<code><number>`. */
export function filledPhones(entries: Schemas['PhoneEntry'][] | undefined): FilledPhone[] {
  return (entries ?? []).flatMap((entry) => {
    const international = entry.name.trim()
      ? internationalNumber(entry.code, entry.number)
      : undefined;
    return international ? [{ name: entry.name.trim(), international }] : [];
  });
}

/** A plain addr-spec without characters that would break a `mailto:` link or a vCard. */
const emailPattern = /^[^\s@<>()[\]\\,;:"?#&/]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** E-mail entries whose name and address are filled, the address well formed. */
export function filledEmails(
  entries: Schemas['EmailEntry'][] | undefined,
): { name: string; address: string }[] {
  return (entries ?? []).flatMap((entry) => {
    const address = entry.content.trim();
    return entry.name.trim() && emailPattern.test(address)
      ? [{ name: entry.name.trim(), address }]
      : [];
  });
}

/** Non-empty http(s) socials in display order. */
export function socialUrls(socials: Schemas['Socials']): { network: SocialNetwork; url: string }[] {
  return socialNetworks.flatMap((network) => {
    const url = safeUrl(socials[network]);
    return url ? [{ network, url }] : [];
  });
}

/** Where the default logo image is served (public/default-logo.svg). */
export const defaultLogoUrl = '/default-logo.svg';

/**
 * An image source from data: http(s), a same-origin path (no `//`, whitespace or backslash,
 * which URL parsers read as `/`), or an inline raster image (the mock backend stores uploads as
 * `data:image/...`). Anything else gets the default logo.
 */
export function logoSrc(content: string): string {
  const value = content.trim();
  if (isHttpUrl(value)) return value;
  // A backslash is a slash to URL parsers: `/\evil.example/x.png` is `//evil.example/x.png`.
  if (/^\/(?!\/)/.test(value) && !/[\s\\]/.test(value)) return value;
  if (/^data:image\/(png|jpeg|jpg|webp|gif);base64,[A-Za-z0-9+/=]+$/i.test(value)) return value;
  return defaultLogoUrl;
}
