import { redirectOf } from '@/card/card-page';
import type { CardAnswer } from '@/card/card-request';
import { contactFileName, contactFileText } from '@/lib/vcard/contact-file';

/**
 * `Content-Disposition: attachment` with the contact file's name (RFC 6266): an ASCII
 * `filename` (anything else as `_`) and the exact name as `filename*` (RFC 8187, UTF-8).
 */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * `GET /profile/{id}/contact.vcf`: the card's contact file at a stable URL, for the phones that
 * handle a served `text/vcard` better than a file made in the page (iPhone's Safari offers to
 * add the contact instead of dropping a `.vcf` into Files). The same file as Save Contact (the
 * one builder, without the logo), the card's canonical URL in it. The card's own failure
 * (inactive 403, unknown 404) keeps its status; a redirect card has no file (404).
 */
export async function contactFileResponse(
  answer: Promise<CardAnswer>,
  cardUrl: string,
): Promise<Response> {
  const headers = { 'Cache-Control': 'private, no-cache' };
  const { status, envelope, failure } = await answer;
  if (!envelope) return new Response(failure.message, { status, headers });
  const { profile } = envelope.data;
  // A redirect card has no contact of its own (the card page redirects it the same way).
  if (redirectOf(profile)) return new Response('Not found.', { status: 404, headers });
  const name = contactFileName(profile.general.name);
  return new Response(contactFileText(profile, { cardUrl }), {
    headers: {
      ...headers,
      'Content-Type': 'text/vcard; charset=utf-8',
      'Content-Disposition': attachmentHeader(name),
    },
  });
}
