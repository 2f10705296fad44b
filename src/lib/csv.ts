import { downloadBlob } from './download';

/**
 * A formula sign (OWASP "CSV Injection"): `= + - @`, TAB, CR, or the full-width `＝ ＋ － ＠`
 * (spreadsheets read those as formulas too).
 */
const formulaSign = '[=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20]';

/**
 * Where a spreadsheet may start a cell inside a field, whatever the quoting says: after a
 * separator it may split on (RFC 4180's comma, the `;` of semicolon locales: Excel in German or
 * French splits on `;` and sees no quotes mid-cell; TAB; a line break), and at the field's
 * start. Spaces and quotes may come before the sign (some apps trim them).
 */
const afterSeparator = new RegExp(`([,;\\t\\r\\n])([ "]*)(?=${formulaSign})`, 'g');
const atStart = new RegExp(`^([ "]*)(?=${formulaSign})`);

/**
 * RFC 4180 CSV (CRLF line ends, quotes doubled), formula-safe in every locale (OWASP "CSV
 * Injection"): every cell a spreadsheet could see in a field, at its start and after any comma,
 * `;`, TAB or line break, that starts with a formula sign gets a leading `'`; a field holding a
 * comma, `;`, TAB, quote or line break is quoted. Values that must keep a leading `+` (a
 * phone number) are written so that they do not start with one (see `csvPhone` of the contacts).
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  const field = (value: string) => {
    // Replacer functions, so nothing in the value is read as a replacement pattern.
    const safe = value
      .replace(afterSeparator, (_, separator: string, lead: string) => `${separator}'${lead}`)
      .replace(atStart, (lead: string) => `'${lead}`);
    return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Saves `rows` as a CSV download named `fileName` ({@link toCsv}, UTF-8). */
export function downloadCsv(rows: readonly (readonly string[])[], fileName: string) {
  downloadBlob(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}
