// One message, one translation per language: a page loads several catalogues of its language
// into the one Lingui instance (the owner's pages load the card's too: src/i18n/i18n.ts), where
// a message's id is its English text, so a message two catalogues translate differently shows
// whichever was loaded last, and one concept gets two words across the product.

/** A translated message of one catalogue file of one language. */
export type TranslatedEntry = { file: string; message: string; translation: string };

/**
 * The messages of one language that two of its catalogues translate differently, one line
 * each: `"Location": "स्थान" in src/locales/card/hi.po, "लोकेशन" in src/locales/app/hi.po`.
 * `entries` are one language's; their order is the lines' order.
 */
export function translationConflicts(entries: readonly TranslatedEntry[]): string[] {
  const first = new Map<string, TranslatedEntry>();
  const problems: string[] = [];
  for (const entry of entries) {
    const earlier = first.get(entry.message);
    if (!earlier) first.set(entry.message, entry);
    else if (earlier.translation !== entry.translation) {
      problems.push(
        `"${entry.message}": "${earlier.translation}" in ${earlier.file}, "${entry.translation}" in ${entry.file}`,
      );
    }
  }
  return problems;
}
