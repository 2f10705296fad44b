import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { safeUrl } from '@/lib/vcard/card-fields';
import { contactFromProfile } from '@/lib/vcard/contact-file';
import { formatVCard, type VCardContact } from '@/lib/vcard/vcard-format';
import { wellFormed } from '@/lib/vcard/well-formed';
import type { KitCard } from './kit-card';

/**
 * Most bytes an offline QR code carries and stays readable from a phone screen: QR version 20
 * at error correction level M holds 666 bytes in byte mode (ISO/IEC 18004:2015 Table 7), a
 * 97-module code that a phone camera still reads at the size the dialog shows it.
 */
export const readableQrBytes = 666;
/** Most bytes any QR code holds at level M: version 40 (ISO/IEC 18004:2015 Table 7). */
export const maxQrBytes = 2331;

/** What goes into the offline QR code, and what of the card was left out to fit. */
export type OfflineContact =
  | {
      format: 'vcard' | 'mecard';
      /** The QR code's content: a vCard 3.0 (RFC 2426) or a MECARD. */
      text: string;
      /** What of the card is not in the code, in the words shown to the owner. */
      dropped: MessageDescriptor[];
      /** More than {@link readableQrBytes}: scannable, but only from close up. */
      dense: boolean;
    }
  | { format: 'none'; text: ''; dropped: MessageDescriptor[]; dense: false };

const bytes = (text: string) => new TextEncoder().encode(text).length;

type ShrinkStep = { dropped: MessageDescriptor; apply: (c: VCardContact) => VCardContact };

/**
 * Steps that shrink the contact, in order; the name, phones, e-mails and `website` always stay.
 * `cardUrl` is the card link that contactFromProfile adds.
 */
function shrinkSteps(website: string | undefined, cardUrl: string): ShrinkStep[] {
  return [
    {
      dropped: msg`social links`,
      apply: (c) => ({
        ...c,
        socialProfiles: [],
        urls: c.urls?.filter((u) => u.url === website || u.url === cardUrl),
      }),
    },
    { dropped: msg`address`, apply: (c) => ({ ...c, workAddress: undefined }) },
    {
      dropped: msg`phone and e-mail labels`,
      apply: (c) => ({
        ...c,
        phones: c.phones?.map((p) => ({ ...p, label: undefined })),
        emails: c.emails?.map((e) => ({ ...e, label: undefined })),
        urls: c.urls?.map((u) => ({ ...u, label: undefined })),
      }),
    },
    {
      dropped: msg`card link`,
      apply: (c) => ({ ...c, urls: c.urls?.filter((u) => u.url !== cardUrl) }),
    },
    { dropped: msg`tag line`, apply: (c) => ({ ...c, organization: undefined }) },
  ];
}

/** MECARD's escaping (NTT Docomo MECARD format): `\ ; , :` with a backslash. */
const mecardEscape = (value: string) => value.replace(/[\\;,:]/g, (ch) => `\\${ch}`);

/**
 * The MECARD of a contact (NTT Docomo's format, read by iOS and Android cameras):
 * `MECARD:N:…;TEL:…;EMAIL:…;URL:…;;`, with the name, every phone, every e-mail and the first
 * URL. Line breaks become spaces.
 */
export function formatMecard(contact: VCardContact): string {
  const field = (key: string, value: string | undefined) => {
    const text = wellFormed(value ?? '')
      .replace(/[\r\n]+/g, ' ')
      .trim();
    return text ? `${key}:${mecardEscape(text)};` : '';
  };
  return [
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the MECARD format's tag
    'MECARD:',
    field('N', contact.name),
    ...(contact.phones ?? []).map((p) => field('TEL', p.number)),
    ...(contact.emails ?? []).map((e) => field('EMAIL', e.address)),
    field('URL', contact.urls?.[0]?.url),
    ';',
  ].join('');
}

/**
 * The content of the share kit's offline QR code: the card's contact as the same
 * contact-file builder writes it for Save Contact (`contactFromProfile` + `formatVCard`,
 * vCard 3.0 per RFC 2426), without the photo (it never fits), and the card's canonical URL
 * `cardUrl`. When it is over {@link readableQrBytes}, parts go in this order until it fits:
 * social links, address, labels, the card link, the tag line; then the same minimum (name,
 * phones, e-mails, website) as a MECARD, which is shorter. If nothing is readable, the smallest
 * that fits any QR code ({@link maxQrBytes}) is used and marked dense; if none fits at all,
 * `format: 'none'`.
 */
export function chooseOfflineContact(card: KitCard, cardUrl: string): OfflineContact {
  let contact = contactFromProfile(card, { cardUrl });
  const dropped: MessageDescriptor[] = [];
  let text = formatVCard(contact);
  for (const step of shrinkSteps(safeUrl(card.socials.website), cardUrl)) {
    if (bytes(text) <= readableQrBytes) break;
    const smaller = step.apply(contact);
    const smallerText = formatVCard(smaller);
    if (smallerText === text) continue;
    contact = smaller;
    text = smallerText;
    dropped.push(step.dropped);
  }
  if (bytes(text) <= readableQrBytes) return { format: 'vcard', text, dropped, dense: false };
  const mecard = formatMecard(contact);
  const [smallest, format] =
    bytes(mecard) < bytes(text) ? [mecard, 'mecard' as const] : [text, 'vcard' as const];
  if (bytes(smallest) <= maxQrBytes)
    return { format, text: smallest, dropped, dense: bytes(smallest) > readableQrBytes };
  return { format: 'none', text: '', dropped: [...dropped, msg`everything`], dense: false };
}
