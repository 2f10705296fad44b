import { intlLocale } from './intl-locale';

/** How {@link formatDate} writes a moment. */
type DateOptions = {
  /** The date and the time of day (default: the date alone). */
  withTime?: boolean;
  /** The interface's language, e.g. `hi` (default `en`); see {@link intlLocale}. */
  language?: string;
  /** The zone to read the moment in (default: the browser's); `UTC` for a calendar day. */
  timeZone?: string;
  /** Whether the date shows its year (default true). */
  year?: boolean;
};

/**
 * A moment (ISO 8601) as a date, or a date and time, in the reader's language (with the
 * browser's region when it is of the same language, e.g. "25 Nov 2026" in en-IN, "25 नव॰ 2026"
 * in Hindi), through `Intl.DateTimeFormat`.
 */
export function formatDate(iso: string, options: DateOptions = {}): string {
  const { withTime = false, language = 'en', timeZone, year = true } = options;
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    ...(year ? { year: 'numeric' } : {}),
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}
