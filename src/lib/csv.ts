import { downloadBlob } from './download';

/**
 * RFC 4180 CSV (CRLF line ends; a field with a comma, quote or line break is quoted, quotes
 * doubled). A field starting with `= + - @`, TAB or CR, or the full-width `＝ ＋ － ＠`
 * (spreadsheets read those as formulas too), is prefixed with `'` (OWASP "CSV Injection").
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  const field = (value: string) => {
    const safe = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Saves `rows` as a CSV download named `fileName` ({@link toCsv}, UTF-8). */
export function downloadCsv(rows: readonly (readonly string[])[], fileName: string) {
  downloadBlob(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}
