import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min';
import { phoneNumberPattern } from '@/api/generated/lists/phone-number-pattern.gen';

// Apart from rules.ts: only the forms with a phone field load libphonenumber-js (ADR 0013).

/**
 * Spec §5: a national number of 2 to 17 digits (the contract's `PhoneNumber` pattern) that
 * libphonenumber-js accepts as valid for the country (`code`, ISO 3166-1 alpha-2).
 */
export function isValidPhoneFor(code: string, number: string): boolean {
  if (!phoneNumberPattern.test(number)) return false;
  try {
    return isValidPhoneNumber(number, code as CountryCode);
  } catch {
    return false;
  }
}
