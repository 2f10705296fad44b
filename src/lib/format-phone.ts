import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * An international number (`+919988776655`) as people read it (`+91 99887 76655`), grouped by
 * libphonenumber-js for its country; the number as given when it cannot be parsed.
 */
export function formatPhone(international: string): string {
  return parsePhoneNumberFromString(international)?.formatInternational() ?? international;
}
