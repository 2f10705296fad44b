import vCardsJS, { type SocialUrls } from 'vcards-js';

/** What goes into a contact file (spec §3). Empty values are left out of the file. */
export type VCardContact = {
  /** FN, and the given name of N. */
  name: string;
  /** ORG. */
  organization?: string;
  /** TEL;TYPE=CELL, in international form (`+919876543210`). */
  cellPhones?: string[];
  /** EMAIL;TYPE=WORK,INTERNET (at most two are used by the card). */
  workEmails?: string[];
  /** URL lines (website and socials). */
  urls?: string[];
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
  /** PHOTO;ENCODING=b;TYPE=JPEG: base64 of a JPEG. */
  photoJpegBase64?: string;
};

/** Characters vcards-js escapes wrongly or not at all (RFC 2426 §5 text escaping). */
const specials = ['\\', ',', ';', '\n'] as const;
const textEscapes = ['\\\\', '\\,', '\\;', '\\n'] as const;
/** Properties whose value is a URI, or binary/phone data: RFC 2426 does not escape those. */
const rawValueProperties = new Set(['URL', 'X-SOCIALPROFILE', 'PHOTO', 'TEL']);
const maxLineOctets = 75;

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
 * A vCard 3.0 (RFC 2426) of `contact`, built with vcards-js. This thin adapter fixes what
 * vcards-js gets wrong: it escapes no `;` in text and no CR, escapes `,` inside URIs, and folds
 * by UTF-16 length (splitting emoji and multi-byte letters). Values pass through vcards-js with
 * the special characters swapped for unused private-use characters; the adapter then unfolds
 * its output, writes the correct escapes per property (text escaped, URIs raw) and folds by
 * UTF-8 octets. CR LF and lone CR become LF, the only line break vCard text can carry.
 */
export function formatVCard(contact: VCardContact): string {
  const clean = (value: string | undefined) => (value ?? '').replace(/\r\n?/g, '\n').trim();
  const address = contact.workAddress;
  const inputs = [
    contact.name,
    contact.organization,
    ...(contact.cellPhones ?? []),
    ...(contact.workEmails ?? []),
    ...(contact.urls ?? []),
    ...(contact.socialProfiles ?? []).flatMap((s) => [s.network, s.url]),
    ...(address ? Object.values(address) : []),
  ].map(clean);
  const sentinels = chooseSentinels(inputs);
  const encode = (value: string | undefined) =>
    specials.reduce((text, ch, i) => text.split(ch).join(sentinels[i]), clean(value));
  const nonEmpty = (values: string[] | undefined) => (values ?? []).map(encode).filter(Boolean);

  const card = vCardsJS();
  card.version = '3.0';
  card.formattedName = encode(contact.name);
  card.firstName = encode(contact.name);
  card.organization = encode(contact.organization);
  card.cellPhone = nonEmpty(contact.cellPhones);
  card.workEmail = nonEmpty(contact.workEmails);
  card.url = nonEmpty(contact.urls);
  // vcards-js writes one X-SOCIALPROFILE;TYPE=<key> line per non-empty key of this object.
  card.socialUrls = Object.fromEntries(
    (contact.socialProfiles ?? []).map((s) => [
      s.network.replace(/[^a-z0-9-]/gi, ''),
      encode(s.url),
    ]),
  ) as unknown as SocialUrls;
  if (address) {
    card.workAddress.street = encode(address.street);
    card.workAddress.city = encode(address.city);
    card.workAddress.stateProvince = encode(address.state);
    card.workAddress.postalCode = encode(address.postalCode);
    card.workAddress.countryRegion = encode(address.country);
  }
  if (contact.photoJpegBase64) card.photo.embedFromString(contact.photoJpegBase64, 'image/jpeg');

  const lines = card.getFormattedString().replace(/\r\n /g, '').split('\r\n').filter(Boolean);
  return (
    lines
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
        return foldLine(fixed, escaped);
      })
      .join('\r\n') + '\r\n'
  );
}
