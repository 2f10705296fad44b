import type { Schemas } from '@/api/client';

// The address as the Location tab shows it: a module of the tab's chunk, not of the card's first
// download.

/**
 * The comma between the parts of an address written on one line: Arabic script's "، " (U+060C)
 * when `text` is in that script (an Urdu address), else ", ". It follows the address's script,
 * not the page's language: an English address on an Urdu page keeps its Latin commas.
 */
export const addressComma = (text: string) => (/\p{Script=Arabic}/u.test(text) ? '، ' : ', ');

/** The address as display lines (street; city, state postal code; country), empty when blank. */
export function addressLines(address: Schemas['Address']): string[] {
  const clean = (v: string) => v.trim();
  // One comma for the whole address, as the Location tab joins its lines with (its script's).
  const comma = addressComma(address.street + address.city + address.state + address.country);
  const locality = [
    clean(address.city),
    [clean(address.state), clean(address.postalCode)].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(comma);
  return [clean(address.street), locality, clean(address.country)].filter(Boolean);
}
