import { directionOf, languageTags, type Language } from '@/i18n/languages';
import { acceptLanguageRanges, lookupLanguage, resolveLanguage } from '@/i18n/resolve';

/** The language the renderer serves a card in, and how it was chosen. */
export type ServedLanguage = {
  /** The interface language (`'hi'`), a bare primary subtag. */
  tag: Language;
  /** Its writing direction, for `<html dir>`. */
  dir: 'ltr' | 'rtl';
  /**
   * Whether the URL's `?lang=` chose it: the page is then that language's own version (its
   * canonical URL carries `?lang=`); otherwise the page is the negotiated one, the card's
   * canonical URL (`hreflang="x-default"`).
   */
  chosen: boolean;
};

/**
 * The card's language for `request`, in the order the card page uses in the browser
 * (src/i18n/resolve.ts `resolveLanguage`) without the choice remembered on the device, which
 * the server cannot see: an explicit `?lang=` (a BCP 47 tag), then the `Accept-Language`
 * header's ranges by quality (RFC 9110 §12.5.4), then `card`, the card's own language when its
 * answer carries one, then English. Each is looked up among the card's languages (RFC 4647
 * §3.4 lookup, `lookupLanguage`); one that matches none passes to the next.
 */
export function requestLanguage(request: Request, card?: string | null): ServedLanguage {
  const query = new URL(request.url).searchParams.get('lang');
  const tag = resolveLanguage({
    query,
    browser: acceptLanguageRanges(request.headers.get('Accept-Language')),
    card,
  });
  const chosen = query !== null && lookupLanguage([query]) === tag;
  return { tag, dir: directionOf(tag), chosen };
}

/** The languages a card is offered in: every language of the card's catalogue. */
export const cardLanguages: readonly Language[] = languageTags;

/**
 * The Open Graph locale of a card page in `tag` (https://ogp.me/#optional: `og:locale` is
 * `language_TERRITORY`, default `en_US`). Cards are Indian, so the territory is always India:
 * `hi_IN`, `ur_IN`, and `en_IN` for English (Indian English, not the protocol's `en_US`).
 */
export function ogLocale(tag: Language): string {
  return `${tag}_IN`;
}
