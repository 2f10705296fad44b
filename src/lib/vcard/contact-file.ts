import type { Schemas } from '@/api/client';
import { filledEmails, filledPhones, socialUrls } from './card-fields';
import { emailTypes, telTypes, whatsappEntry } from './contact-labels';
import { logoJpegBase64 } from './logo-photo';
import { internationalNumber } from './international-number';
import { formatVCard, type VCardContact } from './vcard-format';
import { cardUrl } from '@/lib/card-url';
import { wellFormed } from './well-formed';

/** What a contact file adds to the card's own data. */
export type ContactFileExtras = {
  /** The logo as a base64 JPEG (see `logoJpegBase64`). */
  photoJpegBase64?: string;
  /** The card's public URL, `{origin}/profile/{id}`, saved as a URL labelled 'Tapcard'. */
  cardUrl?: string;
};

/** The X-ABLabel of the URL back to the card. */
export const cardUrlLabel = 'Tapcard';

/** The capitalised network name, as on the card's buttons (spec §2 Socials tab). */
const networkLabel = (network: string) => network.charAt(0).toUpperCase() + network.slice(1);

/**
 * What the contact file of a card holds (spec §3, ADR 0006): the name (FN exactly, N
 * split where unambiguous), the tag line as the organisation, the phone numbers and then any
 * other WhatsApp numbers with the country calling code, each with a TYPE its label implies and
 * the owner's label, up to two e-mails with their labels, the website, every social and the
 * card itself as labelled URLs, each social also as X-SOCIALPROFILE, the work address and the
 * logo. Only fully filled entries and http(s) URLs are used.
 */
export function contactFromProfile(
  profile: Schemas['PublicProfile'],
  { photoJpegBase64, cardUrl }: ContactFileExtras = {},
): VCardContact {
  const { general, contact, location } = profile;
  const listed = new Set<string>();
  const phones = [
    ...filledPhones(contact.phone).map((p) => ({
      number: p.international,
      types: telTypes(p.name),
      label: p.name,
    })),
    ...filledPhones(contact.whatsapp).map((p) => ({
      number: p.international,
      ...whatsappEntry(p.name),
    })),
  ].filter((p) => !listed.has(p.number) && listed.add(p.number));
  const socials = socialUrls(profile.socials);
  const address = location.address;
  const hasAddress = Object.values(address).some((v) => v.trim() !== '');
  return {
    name: general.name.trim() || 'Contact',
    organization: general.tagLine.trim() || undefined,
    phones,
    emails: filledEmails(contact.email)
      .slice(0, 2)
      .map((e) => ({ address: e.address, types: emailTypes(e.name), label: e.name })),
    urls: [
      ...socials.map((s) => ({ url: s.url, label: networkLabel(s.network) })),
      ...(cardUrl ? [{ url: cardUrl, label: cardUrlLabel }] : []),
    ],
    socialProfiles: socials.filter((s) => s.network !== 'website'),
    workAddress: hasAddress ? address : undefined,
    photoJpegBase64,
  };
}

/**
 * The contact file of a contact a visitor left on a card (capability `contactExchange`): the
 * name, the company as the organisation, the phone with its country calling code, the e-mail.
 * The same builder as a card's file (`formatVCard`).
 */
export function exchangeContactFileText(contact: Schemas['ExchangeContact']): string {
  const number = contact.phone
    ? internationalNumber(contact.phone.code, contact.phone.number)
    : undefined;
  return formatVCard({
    name: contact.name,
    organization: contact.company,
    phones: number ? [{ number, types: ['CELL'] }] : [],
    emails: contact.email ? [{ address: contact.email, types: [] }] : [],
  });
}

/** Spec §3: the contact name with underscores for spaces, or 'contact'; plus `.vcf`. */
export function contactFileName(name: string): string {
  const base = wellFormed(name)
    .trim()
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '')
    .replace(/\s+/g, '_');
  return `${base || 'contact'}.vcf`;
}

/** The card's public URL on this origin, if there is one (none in Node or an edge runtime). */
function cardUrlHere(id: string): string | undefined {
  const origin = globalThis.location?.origin;
  return origin && id ? cardUrl(wellFormed(id), undefined, origin) : undefined;
}

/**
 * The text of a card's contact file (vCard 3.0, CRLF lines): the one builder behind Save
 * Contact, the offline QR, the mailed file ("E-mail me this contact", the mock backend) and
 * the card renderer's `/profile/{id}/contact.vcf`. Runs in browsers, Node and edge runtimes.
 */
export function contactFileText(
  profile: Schemas['PublicProfile'],
  extras: ContactFileExtras = {},
): string {
  return formatVCard(contactFromProfile(profile, extras));
}

/**
 * The contact file of a card, ready to download. With `fetchLogo`, a logo that is not the
 * default is embedded as a small JPEG when it can be fetched; otherwise it is skipped silently.
 * `cardUrl` (the card's canonical `/profile/{id}` URL) defaults to this origin's.
 */
export async function buildContactFile(
  profile: Schemas['PublicProfile'],
  { fetchLogo, cardUrl }: { fetchLogo: boolean; cardUrl?: string },
): Promise<File> {
  const photoJpegBase64 = fetchLogo ? await logoJpegBase64(profile.general.logo) : undefined;
  const text = contactFileText(profile, {
    photoJpegBase64,
    cardUrl: cardUrl ?? cardUrlHere(profile._id),
  });
  return new File([text], contactFileName(profile.general.name), {
    type: 'text/vcard;charset=utf-8',
  });
}
