import sharp from 'sharp';
import type { DecodedSize } from './browser';

/**
 * Decodes every pixel of an uploaded image in Node (Vitest, the HTTP mock) with sharp (libvips):
 * its width and height, or undefined when it does not decode whole (no image data, a truncated
 * or corrupt stream) or has more than `maxPixels` pixels (sharp refuses it before decoding).
 * The browser twin (createImageBitmap) is browser.ts; package.json `imports` picks one.
 */
export async function decodedSize(
  bytes: Uint8Array,
  _type: string,
  maxPixels: number,
): Promise<DecodedSize | undefined> {
  try {
    const { info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height };
  } catch {
    return undefined;
  }
}
