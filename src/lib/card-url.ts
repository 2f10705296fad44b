import type { Schemas } from '@/api/client';
import { href } from '@/config/paths';

/**
 * Where a card URL the product hands out is used (contract `CardSource` without `direct`):
 * `nfc` the chip (the printers' CSV), `qr` the printed QR code, `share` the Share dialog and
 * Web Share, `email` the e-mail signature, `wallpaper` the backgrounds.
 */
export type LinkSource = Exclude<Schemas['CardSource'], 'direct'>;

/**
 * The public URL of a card: `{origin}/profile/{id}`, with `?s={source}` when it is handed out
 * for one place, so the owner's insights tell the places apart (contract "Insights"). This is
 * what a QR code or an NFC tag carries, so visitors who tap or scan count a tap (no
 * `count=false`). The card page reads `s` and takes it out of the address bar.
 */
export function cardUrl(
  id: string,
  source?: LinkSource,
  origin: string = window.location.origin,
): string {
  return `${origin}${href('card', { profileId: id }, { s: source })}`;
}

/**
 * The card's path as its owner opens it from the dashboard (View, Open public page):
 * `/profile/{id}?count=false` (spec "Profile list page"), so the owner's own look is counted as
 * neither a tap nor a view.
 */
export function ownerCardPath(id: string): string {
  return href('card', { profileId: id }, { count: 'false' });
}
