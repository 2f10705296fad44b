import { isLanguage, sourceLanguage, type Language } from './languages';

/**
 * RFC 4647 §3.4 "lookup" of a person's language ranges against the interface's languages
 * (https://www.rfc-editor.org/rfc/rfc4647#section-3.4), reduced to primary language subtags: the
 * interface ships bare tags (`hi`, not `hi-IN`), so truncating a range (`hi-Deva-IN` → `hi-Deva` →
 * `hi`) always ends at its primary subtag, and the first range whose primary subtag is shipped
 * wins. Tags are parsed with `Intl.Locale`
 * (https://developer.mozilla.org/docs/Web/JavaScript/Reference/Global_Objects/Intl/Locale),
 * which also canonicalises them (`iw` → `he`, upper case → lower case); a malformed tag and the
 * wildcard `*` match nothing (RFC 4647 §3.4: lookup ignores `*`). Returns `undefined` when no
 * range matches.
 */
export function lookupLanguage(ranges: Iterable<string>): Language | undefined {
  for (const range of ranges) {
    const primary = primarySubtag(range);
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/** The primary language subtag of a BCP 47 tag (`'hi'` for `'hi-IN'`), or `undefined`. */
export function primarySubtag(tag: string): string | undefined {
  const trimmed = tag.trim();
  if (!trimmed || trimmed === '*') return undefined;
  try {
    return new Intl.Locale(trimmed).language;
  } catch {
    return undefined; // not a well-formed BCP 47 tag
  }
}

/**
 * The language ranges of an `Accept-Language` header, best first: by quality (`q`), ties in
 * the header's order, `q=0` left out ("not acceptable", RFC 9110 §12.4.2 and §12.5.4:
 * https://www.rfc-editor.org/rfc/rfc9110#section-12.5.4).
 */
export function acceptLanguageRanges(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => /^q=/i.test(p));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { range, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.range && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((r) => r.range);
}

/** What a page knows about a person's languages, each optional. */
export interface LanguageSources {
  /** The choice the person made in the language menu, remembered on this device. */
  stored?: string | null;
  /** `?lang=` of the URL, a BCP 47 tag. */
  query?: string | null;
  /** The browser's languages, best first (`navigator.languages`, or `Accept-Language` ranges). */
  browser?: readonly string[];
  /** The card's own language, when the card has one. */
  card?: string | null;
}

/**
 * The language a person gets, in this order (MDN: a server should never override an explicit
 * choice, https://developer.mozilla.org/docs/Web/HTTP/Reference/Headers/Accept-Language): their
 * explicit choice remembered on this device, then `?lang=`, then the browser's languages, then
 * the card's own language, then English. Each source is matched by {@link lookupLanguage}; one
 * that matches no shipped language passes to the next.
 */
export function resolveLanguage(sources: LanguageSources): Language {
  const { stored, query, browser = [], card } = sources;
  return (
    lookupLanguage(stored ? [stored] : []) ??
    lookupLanguage(query ? [query] : []) ??
    lookupLanguage(browser) ??
    lookupLanguage(card ? [card] : []) ??
    sourceLanguage
  );
}
