/**
 * Escaping for card data that enters the renderer's HTML inside a script block (text and
 * attributes go through `escapeHtml` in `src/lib/`; everything React renders is escaped by
 * React). Standard Web APIs only.
 */

/**
 * JSON for a `<script type="application/json">` block: `<`, `>` and `&` as `\u003c` …, so no
 * `</script>` or `<!--` can end or change the block, and U+2028/U+2029 escaped too (line
 * terminators in older JavaScript parsers). `JSON.parse` reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
