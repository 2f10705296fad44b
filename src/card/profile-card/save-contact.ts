import { cardRenderer } from '@/lib/card-renderer';
import { downloadBlob } from '@/lib/download';
import type { CardProfile } from './card-data';
import { href } from '@/config/paths';

/**
 * Whether the device runs iOS or iPadOS (any browser there), where a served `text/vcard` opens
 * the contact sheet and a file made in the page may land in Files. iPadOS 13 and later sends a Mac's user agent
 * ("Macintosh; Intel Mac OS X"), told from a Mac by its touch points (a Mac has none).
 */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * Builds the contact file (spec §3) and hands it to the browser as a download named after the
 * contact, in the visitor's `language` where the card is translated (on an iPhone or iPad, `isAppleMobile`, served by the card renderer: its stable
 * `contact.vcf` URL instead). The vCard code loads only now, on demand (the card's byte budget). In
 * preview mode the logo is not fetched: a preview makes no call.
 */
export async function saveContact(
  profile: CardProfile,
  { preview, language }: { preview: boolean; language?: string },
) {
  // Only the card renderer serves the contact file (edge/contact-file.ts).
  if (
    !preview &&
    cardRenderer.served &&
    isAppleMobile(navigator.userAgent, navigator.maxTouchPoints)
  ) {
    window.location.assign(href('cardContactFile', { profileId: profile._id }));
    return;
  }
  const { buildContactFile } = await import('@/lib/vcard/contact-file');
  const file = await buildContactFile(profile, { fetchLogo: !preview, language });
  downloadBlob(file, file.name);
}
