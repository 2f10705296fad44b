import type { Schemas } from '@/api/client';

type Country = Exclude<Schemas['PhoneCode'], ''>;

/**
 * Calling codes (ITU-T E.164) and national trunk prefixes of the countries the contract's
 * PhoneCode allows. A table this small keeps libphonenumber-js metadata (tens of KB) out of
 * the public card; a unit test checks it against libphonenumber-js.
 */
export const phoneCountries: Record<Country, { callingCode: string; trunkPrefix: string }> = {
  IN: { callingCode: '91', trunkPrefix: '0' },
};

/**
 * A national number in international form, `+<calling code><number>` (E.164 without spaces),
 * for `tel:` links, `wa.me` links and the contact file.
 * @param code ISO 3166-1 alpha-2 country (the contract's PhoneCode)
 * @param number national number, 2 to 17 digits; a leading trunk prefix (`0` in India) is dropped
 * @returns `undefined` when the country is unknown or the number is not 2–17 digits
 */
export function internationalNumber(code: string, number: string): string | undefined {
  const country = Object.hasOwn(phoneCountries, code) ? phoneCountries[code as Country] : undefined;
  const digits = number.trim();
  if (!country || !/^[0-9]{2,17}$/.test(digits)) return undefined;
  const national = digits.startsWith(country.trunkPrefix)
    ? digits.slice(country.trunkPrefix.length)
    : digits;
  if (national.length < 2) return undefined;
  return `+${country.callingCode}${national}`;
}
