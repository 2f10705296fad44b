/**
 * The public URL of a card: `{origin}/profile/{id}`. This is what a QR code or an NFC tag
 * carries, so visitors who tap or scan count a tap (no `count=false`).
 */
export function cardUrl(id: string, origin: string = window.location.origin): string {
  return `${origin}/profile/${encodeURIComponent(id)}`;
}
