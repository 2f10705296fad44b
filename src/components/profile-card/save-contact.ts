import type { CardProfile } from './card-data';

/**
 * Builds the contact file (spec §3) and hands it to the browser as a download named after the
 * contact. The vCard code loads only now, on demand (issue #4 "Speed"). In preview mode the
 * logo is not fetched: a preview makes no call.
 */
export async function saveContact(profile: CardProfile, { preview }: { preview: boolean }) {
  const { buildContactFile } = await import('@/lib/vcard/contact-file');
  const file = await buildContactFile(profile, { fetchLogo: !preview });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns; revoke a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
