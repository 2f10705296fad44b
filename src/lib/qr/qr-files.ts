/**
 * Files for people who print and encode cards: a print-ready QR code (SVG or PNG) with the
 * card number under it, and CSV. Everything is built in the browser; nothing is uploaded.
 */

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => xmlEscapes[c] ?? c);

/**
 * A standalone SVG document of a rendered qrcode.react `<QRCodeSVG>` (its quiet zone is kept)
 * with `caption` (the card number) printed under the code. Units are QR modules; `width` and
 * `height` in the result are 10 px per module.
 * Throws when `svg` has no viewBox (it is not a qrcode.react code).
 */
export function printableQrSvg(svg: SVGSVGElement, caption: string): string {
  const viewBox = svg.getAttribute('viewBox');
  const modules = Number(viewBox?.split(/\s+/)[2]);
  if (!viewBox || !Number.isFinite(modules) || modules <= 0) throw new Error('Not a QR code SVG');
  const paths = Array.from(svg.querySelectorAll('path'))
    .map(
      (p) =>
        `<path fill="${escapeXml(p.getAttribute('fill') ?? '#000000')}" d="${escapeXml(p.getAttribute('d') ?? '')}" shape-rendering="crispEdges"/>`,
    )
    .join('');
  // Monospace digits are about 0.6 em wide; keep the number inside the quiet zone's width.
  const fontSize = Math.min(3, (modules - 2) / Math.max(1, caption.length * 0.62));
  const captionHeight = fontSize * 2;
  const height = modules + captionHeight;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${modules} ${height}" width="${modules * 10}" height="${Math.round(height * 10)}">`,
    `<rect width="${modules}" height="${height}" fill="#FFFFFF"/>`,
    paths,
    `<text x="${modules / 2}" y="${modules + fontSize * 0.9}" font-family="monospace" font-size="${fontSize.toFixed(3)}" text-anchor="middle" fill="#000000">${escapeXml(caption)}</text>`,
    '</svg>',
  ].join('');
}

/** Draws an SVG document onto a canvas `scale` times its own size and returns a PNG. */
export async function svgToPng(svgText: string, scale = 2): Promise<Blob> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(image.naturalWidth * scale);
  canvas.height = Math.round(image.naturalHeight * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))),
      'image/png',
    );
  });
}
