import { describe, expect, test } from 'vitest';
import { toCsv } from './csv';

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
