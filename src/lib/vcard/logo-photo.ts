import type { Schemas } from '@/api/client';
import { defaultLogoName, defaultLogoUrl, logoSrc } from './card-fields';
import { maxPhotoBase64Length } from './vcard-format';

/** Longest side of the embedded photo, in pixels (ADR 0006: a small JPEG). */
export const photoSize = 200;

/** JPEG qualities tried in turn until the photo fits `maxPhotoBase64Length`. */
const jpegQualities = [0.85, 0.7, 0.5];

/**
 * The card's logo as a small JPEG for the contact file, base64-encoded: scaled so its longer
 * side is at most 200 px, on white (JPEG has no transparency), and at most
 * `maxPhotoBase64Length` characters (a lower quality is tried before giving up). `undefined` for the default
 * logo, and whenever the image cannot be fetched (within `timeoutMs`) or decoded (CORS, 404,
 * offline, no canvas): the contact file is then saved without a photo. An inline `data:`
 * logo (the mock backend's uploads) is decoded without a fetch.
 */
export async function logoJpegBase64(
  logo: Schemas['Logo'],
  timeoutMs = 5000,
): Promise<string | undefined> {
  const src = logoSrc(logo.content);
  if (logo.name === defaultLogoName || src === defaultLogoUrl) return undefined;
  let objectUrl: string | undefined;
  try {
    const image = new Image();
    if (src.startsWith('data:')) {
      // Decoded in place: no fetch (a Content-Security-Policy may not allow fetching data:).
      image.src = src;
    } else {
      const response = await fetch(src, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return undefined;
      const blob = await response.blob();
      if (!blob.type.startsWith('image/')) return undefined;
      objectUrl = URL.createObjectURL(blob);
      image.src = objectUrl;
    }
    await image.decode();
    const width = image.naturalWidth || photoSize;
    const height = image.naturalHeight || photoSize;
    const scale = Math.min(1, photoSize / Math.max(width, height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    for (const quality of jpegQualities) {
      const jpeg = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, 'image/jpeg', quality),
      );
      if (!jpeg) return undefined;
      const bytes = new Uint8Array(await jpeg.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      const base64 = btoa(binary);
      if (base64.length <= maxPhotoBase64Length) return base64;
    }
    return undefined;
  } catch {
    return undefined;
  } finally {
    if (objectUrl) URL.revokeObjectURL(objectUrl);
  }
}
