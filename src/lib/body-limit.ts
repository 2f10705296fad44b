import { limits } from '@/lib/validation/rules';

/**
 * Contract "Reference rules", body size: a JSON body of more than 100 KiB, or a logo upload of
 * more than 2 MB plus 64 KiB of multipart framing, answers 413 before it is parsed (from
 * `Content-Length`, else while the body streams in). Bytes. The mock backend's gate and the card
 * renderer's `/api` proxy both hold requests to these.
 */
export const bodyLimits = {
  jsonBytes: 100 * 1024,
  multipartBytes: limits.logoMaxBytes + 64 * 1024,
} as const;

/** The 413 message of a JSON body over `bodyLimits.jsonBytes` (contract "Body size"). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a server's answer, shown as sent
export const bodyTooLargeMessage = 'Request body is too large.';

/**
 * The body of a request (read from a clone), or `'too-large'` once it passes `maxBytes`:
 * refused from `Content-Length` before a byte is read, else while it streams (the rest is
 * never read). Standard Web APIs only (the mock backend and the card renderer share it).
 */
export async function readLimited(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) return 'too-large';
  if (!request.body) return new Uint8Array();
  const reader = request.clone().body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel();
      return 'too-large';
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
