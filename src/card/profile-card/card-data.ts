import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { Schemas } from '@/api/client';
import { upiPayUri } from '@/lib/upi/upi-link';
import {
  filledEmails,
  filledPhones,
  safeUrl,
  socialUrls,
  type SocialNetwork,
} from '@/lib/vcard/card-fields';

/** What the card renders: the contract's PublicProfile (a full Profile is assignable to it). */
export type CardProfile = Schemas['PublicProfile'];

/** Tabs in display order (spec §2). */
export const tabOrder = [
  'description',
  'contact',
  'socials',
  'location',
  'documents',
  'other',
] as const;
export type TabKey = (typeof tabOrder)[number];

export const tabLabels: Record<TabKey, MessageDescriptor> = {
  description: msg`Description`,
  contact: msg`Contact`,
  socials: msg`Socials`,
  location: msg`Location`,
  documents: msg`Documents`,
  other: msg`Other`,
};

/**
 * Socials as buttons: labelled with the capitalised network name (spec §2), a brand's name in
 * every language; "Website", a word, in the language of `i18n` (the footer's message).
 */
export function socialLinks(
  socials: Schemas['Socials'],
  i18n: I18n,
): { network: SocialNetwork; label: string; url: string }[] {
  return socialUrls(socials).map(({ network, url }) => ({
    network,
    label: network === 'website' ? t(i18n)`Website` : network[0]!.toUpperCase() + network.slice(1),
    url,
  }));
}

/** Whether any part of the address is filled: the Location tab then has it (`addressLines`). */
const hasAddress = ({ street, city, state, postalCode, country }: Schemas['Address']) =>
  [street, city, state, postalCode, country].some((part) => part.trim() !== '');

/** Documents with both a name and an http(s) URL. */
export function filledDocuments(
  documents: Schemas['Document'][] | undefined,
): { name: string; url: string }[] {
  return (documents ?? []).flatMap((doc) => {
    const url = safeUrl(doc.content);
    return doc.name.trim() && url ? [{ name: doc.name.trim(), url }] : [];
  });
}

/** The UPI payee when both name and a valid UPI ID are given, with its payment URI. */
export function upiPayee(
  upi: Schemas['Upi'],
): { name: string; id: string; uri: string } | undefined {
  const name = upi.name.trim();
  const id = upi.content.trim();
  const uri = name ? upiPayUri({ payeeAddress: id, payeeName: name }) : undefined;
  return uri ? { name, id, uri } : undefined;
}

/** The tabs that have data, in display order (spec §2). */
export function availableTabs(profile: CardProfile): TabKey[] {
  const { contact, location, other } = profile;
  const has: Record<TabKey, boolean> = {
    description: profile.general.description.trim() !== '',
    contact:
      filledPhones(contact.phone).length +
        filledPhones(contact.whatsapp).length +
        filledEmails(contact.email).length >
      0,
    socials: socialUrls(profile.socials).length > 0,
    location: safeUrl(location.googleMapsUrl) !== undefined || hasAddress(location.address),
    documents: filledDocuments(profile.documents).length > 0,
    other: upiPayee(other.upi) !== undefined || safeUrl(other.googleReviewUrl) !== undefined,
  };
  return tabOrder.filter((tab) => has[tab]);
}
