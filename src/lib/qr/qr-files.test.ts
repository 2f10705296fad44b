import { describe, expect, test } from 'vitest';
import { printableQrSvg } from './qr-files';

function qrSvg(modules: number) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', `0 0 ${modules} ${modules}`);
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('fill', '#000000');
  path.setAttribute('d', 'M4 4h1v1H4z');
  svg.append(path);
  return svg;
}

describe('printableQrSvg', () => {
  test('keeps the code and its quiet zone and prints the caption under it', () => {
    const out = printableQrSvg(qrSvg(37), 'abc123');
    expect(out).toContain('d="M4 4h1v1H4z"');
    expect(out).toMatch(/viewBox="0 0 37 [\d.]+"/);
    expect(out).toContain('>abc123</text>');
  });

  test('escapes the caption as XML', () => {
    expect(printableQrSvg(qrSvg(37), '<a&b>')).toContain('>&lt;a&amp;b&gt;</text>');
  });

  test('refuses an SVG that is not a QR code', () => {
    expect(() =>
      printableQrSvg(document.createElementNS('http://www.w3.org/2000/svg', 'svg'), 'x'),
    ).toThrow();
  });
});
