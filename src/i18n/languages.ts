/** The interface's languages as written: see {@link languages}. */
const languageList = [
  // eslint-disable-next-line lingui/no-unlocalized-strings -- each language's own name
  { tag: 'en', name: 'English' },
  { tag: 'hi', name: 'हिन्दी' },
  { tag: 'bn', name: 'বাংলা' },
  { tag: 'mr', name: 'मराठी' },
  { tag: 'te', name: 'తెలుగు' },
  { tag: 'ta', name: 'தமிழ்' },
  { tag: 'gu', name: 'ગુજરાતી' },
  { tag: 'ur', name: 'اردو', dir: 'rtl' },
  { tag: 'kn', name: 'ಕನ್ನಡ' },
  { tag: 'or', name: 'ଓଡ଼ିଆ' },
  { tag: 'ml', name: 'മലയാളം' },
] as const;

/** One language of the interface, e.g. `'hi'`. */
export type Language = (typeof languageList)[number]['tag'];

/**
 * The languages of the interface (docs/decisions/0018-languages-library.md): English, the source,
 * and India's ten most spoken languages, each a bare primary language subtag (BCP 47, RFC 5646).
 * `name` is the language's own name in its own script, as the language menu shows it; `dir` the
 * writing direction its `<html dir>` gets where it is not `ltr`, the default
 * (https://developer.mozilla.org/docs/Web/HTML/Reference/Global_attributes/dir).
 */
export const languages: readonly { tag: Language; name: string; dir?: 'rtl' }[] = languageList;

/** The source language: every message id is its English text, and the fallback of all. */
export const sourceLanguage = 'en' satisfies Language;

/** The tags, in the menu's order. */
export const languageTags: readonly Language[] = languages.map((l) => l.tag);

/** Whether `tag` is exactly one of the interface's languages. */
export function isLanguage(tag: unknown): tag is Language {
  return typeof tag === 'string' && (languageTags as readonly string[]).includes(tag);
}

/** The writing direction of `tag`: `'rtl'` for Urdu, else `'ltr'`. */
export function directionOf(tag: Language): 'ltr' | 'rtl' {
  return languages.find((l) => l.tag === tag)?.dir ?? 'ltr';
}

/** The language's own name in its own script (`'हिन्दी'` for `'hi'`). */
export function nameOf(tag: Language): string {
  return languages.find((l) => l.tag === tag)?.name ?? tag;
}
