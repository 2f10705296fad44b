/** A lone surrogate, or a surrogate pair (matched first, so pairs are kept). */
const surrogates = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/**
 * `value` with each lone surrogate replaced by U+FFFD, the rule of
 * `String.prototype.toWellFormed` (ES2024), written out for browsers without it (Safari before
 * 16.4). Exported for its test; use {@link wellFormed}.
 */
export function replaceLoneSurrogates(value: string): string {
  return value.replace(surrogates, (match) => (match.length === 2 ? match : '\uFFFD'));
}

/**
 * `value` made well-formed UTF-16, so it encodes to valid UTF-8 and never makes
 * `encodeURIComponent` throw (strings that cannot be encoded never throw; ADR 0006).
 * Uses `String.prototype.toWellFormed` where the browser has it.
 */
export function wellFormed(value: string): string {
  const native = (value as { toWellFormed?: () => string }).toWellFormed;
  return typeof native === 'function' ? native.call(value) : replaceLoneSurrogates(value);
}
