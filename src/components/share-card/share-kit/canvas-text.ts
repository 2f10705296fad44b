import { wellFormed } from '@/lib/vcard/well-formed';

/** Text on the share kit's canvases: one-line values, wrapping, shrinking to fit. */

/** The app's font stack (src/config/theme.ts `fontFamily`; an import of it grew every page). */
const fontFamily = 'system-ui, sans-serif';

/** One line of text: well-formed, with white space and control characters as single spaces. */
export const oneLine = (value: string) =>
  wellFormed(value)
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();

/**
 * `text` broken into at most `maxLines` lines no wider than `maxWidth` at the context's font:
 * at spaces, inside a word too long for a line, and with '…' ending the last line when
 * something is left over.
 */
export function wrapText(
  ctx: CanvasRenderingContext2D,
  text: string,
  maxWidth: number,
  maxLines: number,
): { lines: string[]; complete: boolean } {
  const fits = (line: string) => ctx.measureText(line).width <= maxWidth;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    for (const ch of Array.from(word)) {
      if (fits(current + ch) || !current) current += ch;
      else {
        lines.push(current);
        current = ch;
      }
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return { lines, complete: true };
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && !fits(`${last}…`)) last = Array.from(last).slice(0, -1).join('');
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return { lines: kept, complete: false };
}

/**
 * Draws `text` in a box: the largest font size from `size` down to `minSize` at which it fits
 * in `maxLines`, else `minSize` with '…'. Returns the height used.
 */
export function drawTextBlock(
  ctx: CanvasRenderingContext2D,
  text: string,
  box: { x: number; y: number; width: number; align: CanvasTextAlign },
  style: { size: number; minSize: number; maxLines: number; weight: number; color: string },
): number {
  if (!text) return 0;
  let size = style.size;
  let wrapped: { lines: string[]; complete: boolean };
  for (;;) {
    ctx.font = `${style.weight} ${size}px ${fontFamily}`;
    wrapped = wrapText(ctx, text, box.width, style.maxLines);
    if (wrapped.complete || size <= style.minSize) break;
    size = Math.max(style.minSize, Math.round(size * 0.85));
  }
  ctx.fillStyle = style.color;
  ctx.textAlign = box.align;
  ctx.textBaseline = 'top';
  const lineHeight = Math.round(size * 1.2);
  wrapped.lines.forEach((line, i) => ctx.fillText(line, box.x, box.y + i * lineHeight));
  return wrapped.lines.length * lineHeight;
}
