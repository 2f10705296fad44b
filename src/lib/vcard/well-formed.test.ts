import { describe, expect, test } from 'vitest';
import { replaceLoneSurrogates, wellFormed } from './well-formed';

describe('wellFormed (strings that cannot be encoded never throw)', () => {
  test.each([
    ['plain text', 'Owen Owner', 'Owen Owner'],
    ['an emoji (a surrogate pair)', 'Hi 😀', 'Hi 😀'],
    ['a lone high surrogate', 'Rita\ud800', 'Rita\ufffd'],
    ['a lone low surrogate', '\udc00Rita', '\ufffdRita'],
    ['a reversed pair', '\ude00\ud83d', '\ufffd\ufffd'],
    ['a pair beside a lone surrogate', '\ud83d\ude00\ud83d', '😀\ufffd'],
  ])('%s', (_, input, expected) => {
    expect(wellFormed(input)).toBe(expected);
    expect(replaceLoneSurrogates(input)).toBe(expected);
    expect(() => encodeURIComponent(wellFormed(input))).not.toThrow();
  });
});
