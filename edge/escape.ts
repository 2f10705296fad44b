/**
 * Escaping for the two places card data enters the renderer's HTML by string (everything
 * React renders is escaped by React). Standard Web APIs only.
 */

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or a quoted attribute value: `&`, `<`, `>`, `"` and `'` become entities. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => htmlEntities[c] ?? c);
}

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
