import { describe, expect, test } from 'vitest';
import { printableQrSvg, toCsv } from './qr-files';

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

describe('toCsv', () => {
  test('writes CRLF rows and quotes what needs quoting', () => {
    expect(
      toCsv([
        ['Card number', 'Card URL'],
        ['a,b', 'say "hi"'],
      ]),
    ).toBe('Card number,Card URL\r\n"a,b","say ""hi"""\r\n');
  });

  test('neutralises spreadsheet formulas', () => {
    expect(toCsv([['=SUM(A1)', '+1', '-1', '@x']])).toBe("'=SUM(A1),'+1,'-1,'@x\r\n");
  });

  test('neutralises a leading TAB, CR and full-width formula signs (OWASP CSV injection)', () => {
    expect(toCsv([['\t=1', '\r=1', '\uFF1D1+1', '\uFF0B1', '\uFF0D1', '\uFF20x']])).toBe(
      "'\t=1,\"'\r=1\",'\uFF1D1+1,'\uFF0B1,'\uFF0D1,'\uFF20x\r\n",
    );
  });
});
