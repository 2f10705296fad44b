import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min';
import { addressPostalCodePattern, phoneNumberPattern } from '@/api/contract-lists.gen';
import { isHttpUrl } from './plain-rules';

// Rules without dependencies live in plain-rules.ts, so the public card can import them without
// libphonenumber-js; they are re-exported here for everyone else.
export { isHttpUrl, upiIdPattern } from './plain-rules';

/** Business constants of spec §9. */
export const limits = {
  codeLength: 6,
  resendWaitSeconds: 30,
  passwordMinLength: 6,
  phoneDigits: { min: 2, max: 17 },
  logoMaxBytes: 2 * 1024 * 1024,
  logoTypes: ['image/jpeg', 'image/png', 'image/webp'] as const,
  phones: 2,
  whatsapps: 2,
  emails: 2,
  documents: 3,
  bulkMax: 500,
} as const;

/** Default phone country (spec §3, §9): ISO 3166-1 alpha-2. */
export const defaultPhoneCode = 'IN';

/** Spec §5: at least 6 characters, a letter, a digit and a symbol, no whitespace. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= limits.passwordMinLength &&
    !/\s/.test(value) &&
    /[A-Za-z]/.test(value) &&
    /[0-9]/.test(value) &&
    /[^A-Za-z0-9\s]/.test(value)
  );
}

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

/**
 * The shared URL rule (spec §5, editor): trimmed; empty is allowed; otherwise an absolute
 * http(s) URL without spaces. Other schemes (`javascript:`, `data:` …) are invalid.
 */
export function isHttpUrlOrEmpty(value: string): boolean {
  const v = value.trim();
  if (v === '') return true;
  if (/\s/.test(v)) return false;
  return isHttpUrl(v);
}

/** Spec §5 postal code (Indian PIN): empty, or six digits not starting with 0 (contract `Address`). */
export const postalCodePattern = addressPostalCodePattern;
