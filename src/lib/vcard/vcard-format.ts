import vCardsJS, { type SocialUrls } from 'vcards-js';
import type { EmailType, TelType } from './contact-labels';
import { nameParts } from './name-parts';
import { wellFormed } from './well-formed';

/** What goes into a contact file (spec §3, ADR 0006). Empty values are left out. */
export type VCardContact = {
  /** FN exactly; N is derived from it by {@link nameParts}. */
  name: string;
  /** ORG (the card's tag line, docs/decisions/0006-contact-file.md). */
  organization?: string;
  /** TEL lines in international form (`+919876543210`), each with the owner's label. */
  phones?: { number: string; types: TelType[]; label?: string }[];
  /** EMAIL;TYPE=<type>,INTERNET lines, each with the owner's label. */
  emails?: { address: string; types: EmailType[]; label?: string }[];
  /** URL lines (website, socials, the card), each with a label; only http(s) URLs are kept. */
  urls?: { url: string; label?: string }[];
  /** X-SOCIALPROFILE;TYPE=<network> lines. */
  socialProfiles?: { network: string; url: string }[];
  /** ADR;TYPE=WORK. */
  workAddress?: {
    street: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  };
  /** PHOTO;ENCODING=b;TYPE=JPEG: base64 of a JPEG, at most {@link maxPhotoBase64Length}. */
  photoJpegBase64?: string;
};

/** Longest embedded photo, in base64 characters (about 48 KB of JPEG). Larger ones are dropped. */
export const maxPhotoBase64Length = 64 * 1024;

/** Characters vcards-js escapes wrongly or not at all (RFC 2426 §5 text escaping). */
const specials = ['\\', ',', ';', '\n'] as const;
const textEscapes = ['\\\\', '\\,', '\\;', '\\n'] as const;
/** Properties vcards-js writes whose value is binary or a URI: RFC 2426 does not escape those. */
const rawValueProperties = new Set(['X-SOCIALPROFILE', 'PHOTO']);
const maxLineOctets = 75;

/**
 * Well-formed (ADR 0006); every line break (CR LF, CR, VT, FF, NEL U+0085, U+2028,
 * U+2029) as LF, the only break a text value carries (escaped `\n`); every other control
 * character (NUL, C0, DEL, C1) dropped: RFC 2425 §5.8.4 allows none in a value, and some parsers
 * split lines on them. Trimmed.
 */
function clean(value: string | undefined): string {
  return (
    wellFormed(value ?? '')
      .replace(/\r\n?|[\v\f\u0085\u2028\u2029]/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\0-\x08\x0e-\x1f\x7f-\x84\x86-\x9f]/g, '')
      .trim()
  );
}

/** RFC 2426 §5: backslash, comma, semicolon and line break escaped in a text value. */
function escapeText(value: string): string {
  return value.replace(/[\\;,\n]/g, (ch) => (ch === '\n' ? '\\n' : `\\${ch}`));
}

/**
 * An http(s) URL as a contact file carries it: trimmed, with `,` and `;` percent-encoded (and
 * a backslash, after the WHATWG URL parser has turned one in a path into `/`). RFC 2426 does not
 * escape a URI, but Android's importer and vobject read URL as text (they unescape `\,`, and
 * vobject cuts at a bare comma); a URL without those characters reads the same either way.
 * `undefined` for anything that is not an http(s) URL, or holds whitespace or control characters.
 */
export function vcardUrl(value: string): string | undefined {
  const text = clean(value);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  // The raw value: clean() drops control characters, and a URL that held one is refused.
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || /[\s\p{Cc}]/u.test(value.trim()))
    return undefined;
  return (text.includes('\\') ? url.href : text).replace(
    /[\\,;]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Private-use characters that occur in no input: stand-ins for the special characters. */
function chooseSentinels(inputs: string[]): string[] {
  const all = inputs.join('');
  const chosen: string[] = [];
  for (let cp = 0xe000; chosen.length < specials.length; cp += 1) {
    const ch = String.fromCodePoint(cp);
    if (!all.includes(ch)) chosen.push(ch);
  }
  return chosen;
}

const utf8Octets = (cp: number) => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/**
 * Folds a content line at 75 octets of UTF-8 (RFC 2426 §2.6, RFC 6350 §3.2): continuation
 * lines start with a space, which counts. A multi-byte character, and in text an escape pair
 * such as `\,`, is never split.
 */
export function foldLine(line: string, escaped: boolean): string {
  const units = line.match(escaped ? /\\.|[\s\S]/gu : /[\s\S]/gu) ?? [];
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const unit of units) {
    let size = 0;
    for (const ch of unit) size += utf8Octets(ch.codePointAt(0) ?? 0);
    const limit = out.length === 0 ? maxLineOctets : maxLineOctets - 1;
    if (octets + size > limit && current) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += unit;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/**
 * The labelled properties vcards-js cannot write: TEL, EMAIL and URL, each with its owner's
 * label in Apple's item grouping (`item1.TEL;TYPE=WORK,VOICE:…` + `item1.X-ABLabel:Office`),
 * which iOS shows as the label; Android reads the TYPE. Unfolded, in the owner's order.
 */
function labelledLines(contact: VCardContact): { line: string; escaped: boolean }[] {
  const lines: { line: string; escaped: boolean }[] = [];
  let item = 0;
  const add = (property: string, value: string, escaped: boolean, label: string | undefined) => {
    const text = clean(label);
    const group = text ? `item${(item += 1)}.` : '';
    lines.push({ line: `${group}${property}:${value}`, escaped });
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a vCard property's name
    if (text) lines.push({ line: `${group}X-ABLabel:${escapeText(text)}`, escaped: true });
  };
  const typeParam = (types: string[]) =>
    types.length ? `;TYPE=${[...new Set(types)].join(',')}` : '';

  for (const phone of contact.phones ?? []) {
    const number = clean(phone.number);
    if (!/^\+?[0-9]{2,20}$/.test(number)) continue;
    add(
      `TEL${typeParam(phone.types.length ? phone.types : ['VOICE'])}`,
      number,
      false,
      phone.label,
    );
  }
  // The place first, then INTERNET, as vcards-js writes it (`TYPE=WORK,INTERNET`).
  for (const email of contact.emails ?? []) {
    const address = clean(email.address);
    if (!address) continue;
    add(`EMAIL${typeParam([...email.types, 'INTERNET'])}`, escapeText(address), true, email.label);
  }
  for (const entry of contact.urls ?? []) {
    const url = vcardUrl(entry.url);
    if (url) add('URL', url, false, entry.label);
  }
  return lines;
}

/**
 * A vCard 3.0 (RFC 2426) of `contact`. vcards-js writes FN, N, ORG, ADR, PHOTO and
 * X-SOCIALPROFILE; this adapter fixes what it gets wrong (it escapes no `;` in text and no CR,
 * and folds by UTF-16 length, splitting emoji) and adds the labelled TEL, EMAIL and URL lines
 * it cannot write. Values pass through vcards-js with the special characters swapped for
 * unused private-use characters; the adapter then unfolds its output, writes the correct
 * escapes per property (text escaped, binary and URIs raw), adds the labelled lines after N and
 * folds every line by UTF-8 octets. Every string is made well-formed first, so the file is
 * valid UTF-8 whatever the card holds.
 */
export function formatVCard(contact: VCardContact): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- FN is required (RFC 2426 §3.1.1)
  const name = clean(contact.name) || 'Contact';
  const { given, family } = nameParts(name);
  const address = contact.workAddress;
  const socials = (contact.socialProfiles ?? []).flatMap((s) => {
    const url = vcardUrl(s.url);
    const network = s.network.replace(/[^a-z0-9-]/gi, '');
    return url && network ? [{ network, url }] : [];
  });
  const inputs = [
    name,
    clean(contact.organization),
    ...socials.map((s) => s.url),
    ...(address ? Object.values(address).map(clean) : []),
  ];
  const sentinels = chooseSentinels(inputs);
  const encode = (value: string | undefined) =>
    specials.reduce((text, ch, i) => text.split(ch).join(sentinels[i]), clean(value));

  const card = vCardsJS();
  card.version = '3.0';
  card.formattedName = encode(name);
  card.firstName = encode(given);
  card.lastName = encode(family);
  card.organization = encode(contact.organization);
  // vcards-js writes one X-SOCIALPROFILE;TYPE=<key> line per non-empty key of this object.
  card.socialUrls = Object.fromEntries(
    socials.map((s) => [s.network, s.url]),
  ) as unknown as SocialUrls;
  if (address) {
    card.workAddress.street = encode(address.street);
    card.workAddress.city = encode(address.city);
    card.workAddress.stateProvince = encode(address.state);
    card.workAddress.postalCode = encode(address.postalCode);
    card.workAddress.countryRegion = encode(address.country);
  }
  const photo = contact.photoJpegBase64;
  if (photo && photo.length <= maxPhotoBase64Length && /^[A-Za-z0-9+/]+={0,2}$/.test(photo))
    card.photo.embedFromString(photo, 'image/jpeg');

  const lines = card
    .getFormattedString()
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const property = (line.match(/^[^;:]+/)?.[0] ?? '').toUpperCase();
      const escaped = !rawValueProperties.has(property);
      const fixed = sentinels.reduce(
        (text, sentinel, i) =>
          text
            .split(sentinel)
            .join(escaped ? textEscapes[i] : specials[i] === '\n' ? '' : specials[i]),
        line,
      );
      return { line: fixed, escaped };
    });
  const afterName = lines.findIndex((l) => /^N[;:]/.test(l.line)) + 1;
  lines.splice(afterName, 0, ...labelledLines(contact));
  return lines.map((l) => foldLine(l.line, l.escaped)).join('\r\n') + '\r\n';
}
