import { describe, expect, test } from 'vitest';
import { nameParts } from './name-parts';

describe('nameParts: N split only where unambiguous (docs/decisions/0006-contact-file.md)', () => {
  test.each([
    ['Owen Owner', 'Owen', 'Owner'],
    ['  Ada Lovelace  ', 'Ada', 'Lovelace'],
    ["Seán O'Brien", 'Seán', "O'Brien"],
    ['Jean-Luc Picard', 'Jean-Luc', 'Picard'],
    ['R. Kumar', 'R.', 'Kumar'],
    ['Zoe\u0301 Smith', 'Zoe\u0301', 'Smith'],
    // Everything else keeps the whole name as the given name.
    ['Owen', 'Owen', ''],
    ['A. R. Rahman', 'A. R. Rahman', ''],
    ['Maria de la Cruz', 'Maria de la Cruz', ''],
    ['Dr. Owen', 'Dr. Owen', ''],
    ['Shri Ram', 'Shri Ram', ''],
    ['Owen Jr', 'Owen Jr', ''],
    ['Acme Ltd', 'Acme Ltd', ''],
    ['Owen  Owner', 'Owen  Owner', ''],
    ['Owen\nOwner', 'Owen\nOwner', ''],
    ['राहुल शर्मा', 'राहुल शर्मा', ''],
    ['山田 太郎', '山田 太郎', ''],
    ['Owen 2nd', 'Owen 2nd', ''],
    ['Owen & Co', 'Owen & Co', ''],
    ['Owen, Owner', 'Owen, Owner', ''],
  ])('%j gives given %j and family %j', (name, given, family) => {
    expect(nameParts(name)).toEqual({ given, family });
  });
});
