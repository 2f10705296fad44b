import { profileIdParameterPattern } from '@/api/generated/lists/profile-id-parameter-pattern.gen';

/**
 * Whether a string is a card number the contract allows in a path (`ProfileId`: 1 to 64
 * letters, digits, `_` or `-`). Check before building a URL from one: `.` and `..` would
 * otherwise turn `/api/profile/{id}` into another path (docs/security.md, ASVS V5.1.3).
 */
export function isCardId(id: string): boolean {
  return profileIdParameterPattern.test(id);
}
