import { accentHex, themeColors } from '@/card/profile-card/card-style';
import { defaultLogoName, defaultLogoUrl, logoSrc } from '@/lib/vcard/card-fields';
import { drawTextBlock, oneLine } from './canvas-text';
import { untitledCard, type KitCard } from './kit-card';

/** The images of the share kit (its Backgrounds tab) and their sizes in pixels. */
export const kitImages = {
  /** A video call's virtual background (16:9, Full HD). */
  background: { width: 1920, height: 1080 },
  /** A phone's lock screen (iPhone 12 to 14 at 3×). */
  wallpaper: { width: 1170, height: 2532 },
} as const;
export type KitImageKind = keyof typeof kitImages;

/** A QR code as qrcode.react draws it: `modules` a side (quiet zone included), one SVG path. */
export type QrShape = { modules: number; path: string };

/**
 * The shape of a rendered qrcode.react `<QRCodeSVG>`: its viewBox width in modules and the
 * path of its dark modules (the last path; the first is the light background).
 * Throws when `svg` is not a qrcode.react code.
 */
export function qrShapeOf(svg: SVGSVGElement): QrShape {
  const modules = Number(svg.getAttribute('viewBox')?.split(/\s+/)[2]);
  const paths = svg.querySelectorAll('path');
  const path = paths[paths.length - 1]?.getAttribute('d');
  if (!Number.isFinite(modules) || modules <= 0 || !path || paths.length < 2)
    throw new Error('Not a QR code SVG');
  return { modules, path };
}

/** What an image shows of the card. */
export type KitImageInput = {
  card: KitCard;
  /** The card's canonical URL as a QR code (level Q, quiet zone of 4 modules). */
  qr: QrShape;
  /** The decoded logo, when there is one that can be drawn (see {@link loadLogo}). */
  logo?: HTMLImageElement;
};

/** Draws `image` inside a `size`-pixel square at (x, y), keeping its proportions. */
function drawContained(
  ctx: CanvasRenderingContext2D,
  image: HTMLImageElement,
  x: number,
  y: number,
  size: number,
  align: 'start' | 'center',
) {
  const width = image.naturalWidth || size;
  const height = image.naturalHeight || size;
  const scale = Math.min(size / width, size / height);
  const w = width * scale;
  const h = height * scale;
  ctx.drawImage(image, align === 'center' ? x + (size - w) / 2 : x, y + (size - h) / 2, w, h);
}

/** A rounded rectangle path. */
function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, Math.round(Math.min(w, h) * 0.06));
}

/** Width of the QR tile for about `target` pixels: whole pixels per module, at most `target`. */
const qrTileSize = (qr: QrShape, target: number) =>
  Math.max(1, Math.floor(target / qr.modules)) * qr.modules;

/**
 * The QR code on a white tile at (x, y), about `target` pixels wide: whole pixels per module
 * (crisp edges for a webcam or a camera), the quiet zone inside the tile.
 */
function drawQr(
  ctx: CanvasRenderingContext2D,
  qr: QrShape,
  { x, y, target, accent }: { x: number; y: number; target: number; accent: string },
) {
  const size = qrTileSize(qr, target);
  const px = size / qr.modules;
  ctx.fillStyle = '#ffffff';
  roundedRect(ctx, x, y, size, size);
  ctx.fill();
  // An accent frame: it outlines the tile on a light theme. Half of it falls inside the quiet
  // zone (4 modules, at least 4 px each), never on a module.
  ctx.lineWidth = Math.min(8, px * 2);
  ctx.strokeStyle = accent;
  ctx.stroke();
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(px, px);
  ctx.fillStyle = '#000000';
  ctx.fill(new Path2D(qr.path));
  ctx.restore();
}

/** A soft circle of the accent colour, for depth behind the content. */
function accentGlow(
  ctx: CanvasRenderingContext2D,
  accent: string,
  x: number,
  y: number,
  r: number,
) {
  ctx.save();
  ctx.globalAlpha = 0.14;
  ctx.fillStyle = accent;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/**
 * The caption under the QR code: English in every language of the page, as everything the kit
 * makes for other people (docs/share-kit.md).
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- for other people (above)
export const scanCaption = 'Scan to save my contact';

/**
 * Draws the share kit's virtual background or phone wallpaper onto `ctx`, in the
 * image's own pixels (`kitImages[kind]`; scale the context first for a smaller preview): the
 * card's theme as the background, its accent as a band and the button colour, the logo, name
 * and tag line, and the QR code of the card's canonical URL with {@link scanCaption}.
 * - background (1920×1080): the QR code top right, 405 px or so (9 px a module for a
 *   version 5 code), where a call's self-view and the speaker in the middle do not cover it; the
 *   name on the left.
 * - wallpaper (1170×2532): the top third left free for the lock screen's clock; name in the
 *   middle, the QR code (about 640 px) in the lower half above the lock screen's buttons.
 */
export function drawKitImage(
  ctx: CanvasRenderingContext2D,
  kind: KitImageKind,
  { card, qr, logo }: KitImageInput,
) {
  const { width, height } = kitImages[kind];
  const colors = themeColors[card.style.theme] ?? themeColors.dark;
  const accent = accentHex[card.style.accent] ?? accentHex.blue;
  const name = oneLine(card.general.name) || untitledCard;
  const tagLine = oneLine(card.general.tagLine);

  ctx.fillStyle = colors.background;
  ctx.fillRect(0, 0, width, height);

  if (kind === 'background') {
    ctx.fillStyle = accent;
    ctx.fillRect(0, 0, 24, height);
    const margin = 96;
    const tile = qrTileSize(qr, 420);
    const qrX = width - margin - tile;
    accentGlow(ctx, accent, 160, height + 120, 520);
    drawQr(ctx, qr, { x: qrX, y: margin, target: 420, accent });
    drawTextBlock(
      ctx,
      scanCaption,
      { x: qrX + tile / 2, y: margin + tile + 28, width: tile + 40, align: 'center' },
      { size: 30, minSize: 22, maxLines: 1, weight: 600, color: colors.text },
    );
    let y = margin;
    if (logo) {
      drawContained(ctx, logo, margin, y, 140, 'start');
      y += 140 + 36;
    }
    const column = { x: margin, width: 620, align: 'left' as const };
    y += drawTextBlock(
      ctx,
      name,
      { ...column, y },
      { size: 72, minSize: 40, maxLines: 3, weight: 700, color: colors.text },
    );
    ctx.fillStyle = accent;
    ctx.fillRect(margin, y + 20, 120, 8);
    drawTextBlock(
      ctx,
      tagLine,
      { ...column, y: y + 52 },
      { size: 38, minSize: 26, maxLines: 3, weight: 400, color: colors.muted },
    );
    return;
  }

  ctx.fillStyle = accent;
  ctx.fillRect(0, height - 24, width, 24);
  accentGlow(ctx, accent, width + 80, -80, 560);
  const center = width / 2;
  let y = 860;
  if (logo) {
    drawContained(ctx, logo, center - 90, y, 180, 'center');
    y += 180 + 40;
  }
  const column = { x: center, width: width - 200, align: 'center' as const };
  y += drawTextBlock(
    ctx,
    name,
    { ...column, y },
    { size: 84, minSize: 48, maxLines: 2, weight: 700, color: colors.text },
  );
  drawTextBlock(
    ctx,
    tagLine,
    { ...column, y: y + 20 },
    { size: 44, minSize: 32, maxLines: 2, weight: 400, color: colors.muted },
  );
  const tile = qrTileSize(qr, 640);
  const qrY = 1420;
  drawQr(ctx, qr, { x: center - tile / 2, y: qrY, target: 640, accent });
  drawTextBlock(
    ctx,
    scanCaption,
    { x: center, y: qrY + tile + 32, width: width - 200, align: 'center' },
    { size: 44, minSize: 32, maxLines: 1, weight: 600, color: colors.text },
  );
}

/**
 * The card's logo decoded for a canvas, or `undefined` for the default logo and whenever it
 * cannot be loaded within `timeoutMs` (404, offline, or a server without CORS: an image from
 * another origin is requested with CORS so it never taints the canvas, or not drawn at all).
 */
export async function loadLogo(
  logo: KitCard['general']['logo'],
  timeoutMs = 5000,
): Promise<HTMLImageElement | undefined> {
  const src = logoSrc(logo.content);
  if (logo.name === defaultLogoName || src === defaultLogoUrl) return undefined;
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.src = src;
  try {
    await Promise.race([
      image.decode(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs)),
    ]);
    return image;
  } catch {
    return undefined;
  }
}

/** The image of `kind` as a PNG file's bytes. Rejects when the browser has no 2D canvas. */
export async function kitImagePng(kind: KitImageKind, input: KitImageInput): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = kitImages[kind].width;
  canvas.height = kitImages[kind].height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  drawKitImage(ctx, kind, input);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))),
      'image/png',
    ),
  );
}
