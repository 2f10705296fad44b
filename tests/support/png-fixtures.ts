import { crc32, deflateSync } from 'node:zlib';

/** One PNG chunk (PNG spec §5.3): length, type, data and CRC-32 of type and data. */
function chunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  typed.copy(out, 4);
  out.writeUInt32BE(crc32(typed), 8 + data.length);
  return out;
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const iend = chunk('IEND', new Uint8Array());

/** The IHDR chunk of a 1-bit greyscale, non-interlaced image of this size in pixels. */
function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([1, 0, 0, 0, 0], 8);
  return chunk('IHDR', data);
}

/**
 * A real, decodable, black 1-bit greyscale PNG of `width` × `height` pixels. Its zero rows
 * deflate to almost nothing, so 10,000 × 10,000 pixels (a decompression bomb: 100 megapixels)
 * take about 12 KB.
 */
export function blackPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return new Uint8Array(
    Buffer.concat([signature, ihdr(width, height), chunk('IDAT', deflateSync(rows)), iend]),
  );
}

/**
 * The PNG signature, a 1 × 1 IHDR, SVG markup with script and IEND: what a header-and-end-marker
 * check takes for a PNG, and no image at all.
 */
export function svgPolyglotPng(): Uint8Array<ArrayBuffer> {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
  return new Uint8Array(Buffer.concat([signature, ihdr(1, 1), svg, iend]));
}
