import {
  getCountryCallingCode,
  parsePhoneNumberWithError,
  type CountryCode,
} from 'libphonenumber-js/min';
import { describe, expect, test } from 'vitest';
import { internationalNumber, phoneCountries } from './international-number';

describe('internationalNumber', () => {
  test('the small calling-code table agrees with libphonenumber-js', () => {
    for (const [country, { callingCode }] of Object.entries(phoneCountries)) {
      expect(callingCode).toBe(getCountryCallingCode(country as CountryCode));
    }
  });

  test.each(['9876543210', '8023456789', '09876543210', '9123456780'])(
    '%s in India matches libphonenumber-js E.164',
    (number) => {
      expect(internationalNumber('IN', number)).toBe(
        parsePhoneNumberWithError(number, 'IN').number,
      );
    },
  );

  test('rejects an unknown country, an empty code and numbers that are not 2–17 digits', () => {
    expect(internationalNumber('', '9876543210')).toBeUndefined();
    expect(internationalNumber('US', '2015550123')).toBeUndefined();
    expect(internationalNumber('toString', '2015550123')).toBeUndefined();
    expect(internationalNumber('IN', '9')).toBeUndefined();
    expect(internationalNumber('IN', '98765 43210')).toBeUndefined();
    expect(internationalNumber('IN', '+919876543210')).toBeUndefined();
    expect(internationalNumber('IN', '1'.repeat(18))).toBeUndefined();
  });
});
