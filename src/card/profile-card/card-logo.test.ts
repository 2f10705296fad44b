import { describe, expect, test } from 'vitest';
import { initials } from './card-logo';

describe('initials (the default logo)', () => {
  test.each([
    ['Owen Owner', 'OO'],
    ['madonna', 'M'],
    ['Mary Ann O’Brien', 'MO'],
    ['  Jean-Luc  Picard ', 'JP'],
    ['राज कुमार', 'रक'],
    ['😀 Sam', '😀S'],
    ['"><script>alert(1)</script>', '"'],
    ['  ', ''],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
