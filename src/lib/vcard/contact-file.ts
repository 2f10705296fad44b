import type { Schemas } from '@/api/client';
import { filledEmails, filledPhones, socialUrls } from './card-fields';
import { logoJpegBase64 } from './logo-photo';
import { formatVCard, type VCardContact } from './vcard-format';

/**
 * What the contact file of a card holds (spec §3): the name (FN and N), the tag line as the
 * organisation, the phone numbers and then any other WhatsApp numbers as cell phones with the
 * country calling code, up to two work e-mails, the website and every social as URL lines,
 * each social also as X-SOCIALPROFILE, and the work address. Only fully filled entries and
 * http(s) URLs are used.
 */
export function contactFromProfile(
  profile: Schemas['PublicProfile'],
  photoJpegBase64?: string,
): VCardContact {
  const { general, contact, location } = profile;
  const phones = [...filledPhones(contact.phone), ...filledPhones(contact.whatsapp)].map(
    (p) => p.international,
  );
  const socials = socialUrls(profile.socials);
  const address = location.address;
  const hasAddress = Object.values(address).some((v) => v.trim() !== '');
  return {
    name: general.name.trim() || 'Contact',
    organization: general.tagLine.trim() || undefined,
    cellPhones: [...new Set(phones)],
    workEmails: filledEmails(contact.email)
      .slice(0, 2)
      .map((e) => e.address),
    urls: socials.map((s) => s.url),
    socialProfiles: socials.filter((s) => s.network !== 'website'),
    workAddress: hasAddress ? address : undefined,
    photoJpegBase64,
  };
}

/** Spec §3: the contact name with underscores for spaces, or 'contact'; plus `.vcf`. */
export function contactFileName(name: string): string {
  const base = name
    .trim()
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '')
    .replace(/\s+/g, '_');
  return `${base || 'contact'}.vcf`;
}

/**
 * The contact file of a card, ready to download. With `fetchLogo`, a logo that is not the
 * default is embedded as a small JPEG when it can be fetched; otherwise it is skipped silently.
 */
export async function buildContactFile(
  profile: Schemas['PublicProfile'],
  { fetchLogo }: { fetchLogo: boolean },
): Promise<File> {
  const photo = fetchLogo ? await logoJpegBase64(profile.general.logo) : undefined;
  const text = formatVCard(contactFromProfile(profile, photo));
  return new File([text], contactFileName(profile.general.name), {
    type: 'text/vcard;charset=utf-8',
  });
}
