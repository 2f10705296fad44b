/**
 * A moment (ISO 8601) as a date, or a date and time, in the reader's language
 * (`navigator.language`, e.g. "25 Nov 2026" in en-IN), through `Intl.DateTimeFormat`.
 */
export function formatDate(iso: string, withTime = false): string {
  return new Intl.DateTimeFormat(
    navigator.language,
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  ).format(new Date(iso));
}
