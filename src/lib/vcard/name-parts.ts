/**
 * A word in Latin script: letters (with combining marks), joined by an apostrophe, hyphen or
 * full stop, optionally ending in a full stop (an initial such as `R.`).
 */
const latinWord = /^(?:\p{Script=Latin}\p{M}*)+(?:['’.-](?:\p{Script=Latin}\p{M}*)+)*\.?$/u;

/** First words that are a title, not a given name. */
const honorifics = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mx',
  'dr',
  'prof',
  'sir',
  'shri',
  'sri',
  'smt',
  'kumari',
]);

/** Last words that are a suffix or a company form, not a family name. */
const notFamilyNames = new Set([
  'jr',
  'sr',
  'ii',
  'iii',
  'iv',
  'ltd',
  'limited',
  'inc',
  'llc',
  'llp',
  'co',
  'corp',
  'pvt',
  'plc',
  'gmbh',
]);

const bare = (word: string) => word.replace(/\.$/, '').toLowerCase();

/**
 * The family and given name of vCard N (RFC 2426 §3.1.2) from the card's single name field.
 * Only an unambiguous name is split: exactly two Latin-script words separated by one space, the
 * first not a title (`Dr`, `Shri`…) and the second not a suffix or company form (`Jr`, `Ltd`…):
 * `Owen Owner` gives given `Owen`, family `Owner`. Everything else (one word, three or more
 * words, other scripts, names with digits or punctuation) keeps the whole name as the given
 * name, since iOS shows N and a wrong split would sort and show the contact wrongly.
 * See docs/decisions/0006-contact-file.md.
 */
export function nameParts(fullName: string): { family: string; given: string } {
  const name = fullName.trim();
  const words = name.split(' ');
  if (words.length === 2) {
    const [first = '', last = ''] = words;
    if (
      latinWord.test(first) &&
      latinWord.test(last) &&
      !honorifics.has(bare(first)) &&
      !notFamilyNames.has(bare(last))
    )
      return { given: first, family: last };
  }
  return { given: name, family: '' };
}
