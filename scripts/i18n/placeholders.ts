import { parse, type Token } from '@messageformat/parser';

/**
 * The ICU arguments of a message, each as `name:kind` (`count:plural`, `name:argument`,
 * `amount:number`), sorted and without repeats; a select's or plural's cases add the
 * arguments they hold. Throws when the message is not valid ICU MessageFormat.
 */
export function icuArguments(message: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(`${token.arg}:argument`);
      else if (token.type === 'function') found.add(`${token.arg}:${token.key}`);
      else if (
        token.type === 'plural' ||
        token.type === 'select' ||
        token.type === 'selectordinal'
      ) {
        found.add(`${token.arg}:${token.type}`);
        for (const c of token.cases) visit(c.tokens);
      }
    }
  };
  visit(parse(message));
  return [...found].sort();
}

/** What is wrong with a translation of `source`: a parse error, or a lost, added or changed argument. */
export function placeholderProblems(source: string, translation: string): string[] {
  let expected: string[];
  let actual: string[];
  try {
    expected = icuArguments(source);
  } catch (error) {
    return [`the source is not valid ICU: ${(error as Error).message}`];
  }
  try {
    actual = icuArguments(translation);
  } catch (error) {
    return [`not valid ICU: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  for (const arg of expected)
    if (!actual.includes(arg)) problems.push(`misses or changes the placeholder {${arg}}`);
  for (const arg of actual)
    if (!expected.includes(arg)) problems.push(`has a placeholder the source lacks: {${arg}}`);
  if (/\{\s*\w+\s*,\s*(plural|selectordinal)\b/.test(translation) && !hasOtherCase(translation))
    problems.push('a plural without its `other` case');
  return problems;
}

function hasOtherCase(message: string): boolean {
  const cases = (tokens: readonly Token[]): boolean =>
    tokens.every(
      (t) =>
        !(t.type === 'plural' || t.type === 'selectordinal') ||
        (t.cases.some((c) => c.key === 'other') && t.cases.every((c) => cases(c.tokens))),
    );
  return cases(parse(message));
}

/** FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE (Unicode Bidirectional Algorithm, UAX #9 §2.7). */
export const isolate = { start: '\u2068', end: '\u2069' } as const;

/**
 * What is wrong with a right-to-left translation's placeholders: each plain argument (`{name}`)
 * must stand between FSI and PDI ({@link isolate}), so a value in another direction keeps its
 * own order inside the sentence (W3C, "Inline markup and bidirectional text in HTML": isolate
 * text inserted at run time). Without it an English name ending in a full stop ("Sharma Traders
 * Pvt. Ltd.") shows the stop at the wrong end on an Urdu card; the browser draws FSI and PDI as
 * nothing, and a screen reader ignores them.
 */
export function isolationProblems(translation: string): string[] {
  const problems: string[] = [];
  for (const match of translation.matchAll(/\{(\w+)\}/g)) {
    const before = translation[match.index - 1];
    const after = translation[match.index + match[0].length];
    if (before !== isolate.start || after !== isolate.end)
      problems.push(`{${match[1]}} is not isolated (FSI before, PDI after: right to left)`);
  }
  return problems;
}
