/**
 * The locale to format numbers and dates with (`Intl`) for a person reading the interface in
 * `language` (a BCP 47 tag, e.g. `hi`): the browser's own tag when it is of the same language
 * (`en-IN` keeps Indian grouping and day-first dates for an English reader in India), else
 * `language` itself.
 */
export function intlLocale(language: string): string {
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language;
  if (!browser) return language;
  const primary = (tag: string) => tag.split('-')[0]?.toLowerCase();
  return primary(browser) === primary(language) ? browser : language;
}
