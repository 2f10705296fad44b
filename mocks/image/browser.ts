/** The size of a decoded image, in pixels. */
export type DecodedSize = { width: number; height: number };

/**
 * Decodes an uploaded image in the browser (the in-browser mock, Storybook) with
 * `createImageBitmap`: its width and height, or undefined when the browser cannot decode it.
 * The browser has no pixel limit for decoding, so the caller checks the header's size against
 * `maxPixels` first (mocks/handlers/profile.ts); the size is checked again here. The Node twin
 * (sharp) is node.ts; package.json `imports` picks one.
 */
export async function decodedSize(
  bytes: Uint8Array,
  type: string,
  maxPixels: number,
): Promise<DecodedSize | undefined> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([bytes.slice()], { type }));
  } catch {
    return undefined;
  }
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size.width * size.height <= maxPixels ? size : undefined;
}
