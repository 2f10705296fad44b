const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * `value` as HTML text or a quoted attribute value (HTML Living Standard §13.1): `& < > " '`
 * as character references. For HTML built by string (the e-mail signature, the card renderer's
 * head); everything React renders is escaped by React.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => htmlEscapes[ch] ?? ch);
}
