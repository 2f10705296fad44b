import { downloadBlob } from '@/lib/download';
import type { CardProfile } from './card-data';

/**
 * Builds the contact file (spec §3) and hands it to the browser as a download named after the
 * contact. The vCard code loads only now, on demand (issue #4 "Speed"). In preview mode the
 * logo is not fetched: a preview makes no call.
 */
export async function saveContact(profile: CardProfile, { preview }: { preview: boolean }) {
  const { buildContactFile } = await import('@/lib/vcard/contact-file');
  const file = await buildContactFile(profile, { fetchLogo: !preview });
  downloadBlob(file, file.name);
}
