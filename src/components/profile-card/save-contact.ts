import { cardRenderer } from '@/lib/card-renderer';
import { downloadBlob } from '@/lib/download';
import type { CardProfile } from './card-data';

/**
 * Builds the contact file (spec §3) and hands it to the browser as a download named after the
 * contact (on an iPhone served by the card renderer: its stable `contact.vcf` URL instead). The
 * vCard code loads only now, on demand (issue #4 "Speed"). In preview mode the
 * logo is not fetched: a preview makes no call.
 */
export async function saveContact(profile: CardProfile, { preview }: { preview: boolean }) {
  // iPhone and iPad: Safari offers to add a served text/vcard as a contact, where a file made
  // in the page may land in Files. Only the card renderer serves it (edge/contact-file.ts).
  if (!preview && cardRenderer.served && /iPhone|iPad|iPod/.test(navigator.userAgent)) {
    window.location.assign(`/profile/${encodeURIComponent(profile._id)}/contact.vcf`);
    return;
  }
  const { buildContactFile } = await import('@/lib/vcard/contact-file');
  const file = await buildContactFile(profile, { fetchLogo: !preview });
  downloadBlob(file, file.name);
}
