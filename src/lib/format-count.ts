import { intlLocale } from './intl-locale';

/**
 * An exact count with the grouping of `language` (the interface's, e.g. `hi`; see
 * {@link intlLocale}), never abbreviated: 1234 → "1,234" (not "1.2k"); 123456 in Hindi or
 * Indian English → "1,23,456".
 */
export const formatCount = (n: number, language = 'en'): string =>
  new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 0 }).format(n);
