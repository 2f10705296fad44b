import type { Schemas } from '@/api/client';
import { brand } from '@/config/brand';
import { cardInLanguage } from '@/lib/card-language';
import { sourceLanguage } from '@/i18n/languages';
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
  /**
   * The visitor's language (capability `cardTranslations`): the name, title, labels and
   * address in it where the card has them translated (`cardInLanguage`).
   */
  language?: string;
};

/** The X-ABLabel of the URL back to the card: the product's name. */
export const cardUrlLabel = brand.productName;

/** The capitalised network name, as on the card's buttons (spec §2 Socials tab). */
const networkLabel = (network: string) => network.charAt(0).toUpperCase() + network.slice(1);

/**
 * What the contact file of a card holds (spec §3, ADR 0006): the name (FN exactly, N
 * split where unambiguous), the tag line as the organisation, the phone numbers and then any
 * other WhatsApp numbers with the country calling code, each with a TYPE its label implies and
 * the owner's label, up to two e-mails with their labels, the website, every social and the
 * card itself as labelled URLs, each social also as X-SOCIALPROFILE, the work address and the
 * logo. Only fully filled entries and http(s) URLs are used. With `language`, the words are
 * the card's in that language, each where translated; the types still follow the owner's own
 * labels; in a language other than English the website has no label (the phone's own word).
 */
export function contactFromProfile(
  profile: Schemas['PublicProfile'],
  { photoJpegBase64, cardUrl, language }: ContactFileExtras = {},
): VCardContact {
  const { general, contact, location } = cardInLanguage(profile, language);
  const ownPhones = filledPhones(profile.contact.phone);
  const ownWhatsapp = filledPhones(profile.contact.whatsapp);
  const ownEmails = filledEmails(profile.contact.email);
  const listed = new Set<string>();
  const phones = [
    ...filledPhones(contact.phone).map((p, i) => ({
      number: p.international,
      types: telTypes(ownPhones[i]?.name ?? p.name),
      label: p.name,
    })),
    ...filledPhones(contact.whatsapp).map((p, i) => ({
      number: p.international,
      types: whatsappEntry(ownWhatsapp[i]?.name ?? p.name).types,
      label: whatsappEntry(p.name).label,
    })),
  ].filter((p) => !listed.has(p.number) && listed.add(p.number));
  const socials = socialUrls(profile.socials);
  const address = location.address;
  const hasAddress = Object.values(address).some((v) => v.trim() !== '');
  return {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- FN is required (RFC 2426 §3.1.1); English for a card without a name
    name: general.name.trim() || 'Contact',
    organization: general.tagLine.trim() || undefined,
    phones,
    emails: filledEmails(contact.email)
      .slice(0, 2)
      .map((e, i) => ({
        address: e.address,
        types: emailTypes(ownEmails[i]?.name ?? e.name),
        label: e.name,
      })),
    urls: [
      ...socials.map((s) => ({
        url: s.url,
        // "Website" is an English word, not a name: in another language the URL goes without a
        // label, and the phone names it in its own language (a brand keeps its name).
        label:
          s.network === 'website' && language && language !== sourceLanguage
            ? undefined
            : networkLabel(s.network),
      })),
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
 * A card's contact file as it is handed over, its name and its text: the one path of Save
 * Contact and the mailed file ("E-mail me this contact"). The file is named after the name it
 * carries, so in `extras.language` where the name is translated.
 */
export function contactFileOf(
  profile: Schemas['PublicProfile'],
  extras: ContactFileExtras = {},
): { name: string; text: string } {
  return {
    name: contactFileName(cardInLanguage(profile, extras.language).general.name),
    text: contactFileText(profile, extras),
  };
}

/**
 * The contact file of a card, ready to download, in the visitor's `language` when given
 * ({@link contactFileOf}). With `fetchLogo`, a logo that is not the
 * default is embedded as a small JPEG when it can be fetched; otherwise it is skipped silently.
 * `cardUrl` (the card's canonical `/profile/{id}` URL) defaults to this origin's.
 */
export async function buildContactFile(
  profile: Schemas['PublicProfile'],
  { fetchLogo, cardUrl, language }: { fetchLogo: boolean; cardUrl?: string; language?: string },
): Promise<File> {
  const photoJpegBase64 = fetchLogo ? await logoJpegBase64(profile.general.logo) : undefined;
  const { name, text } = contactFileOf(profile, {
    photoJpegBase64,
    cardUrl: cardUrl ?? cardUrlHere(profile._id),
    language,
  });
  return new File([text], name, { type: 'text/vcard;charset=utf-8' });
}
