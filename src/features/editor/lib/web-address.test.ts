import { describe, expect, test } from 'vitest';
import { normalizeWebAddress } from './web-address';

describe('normalizeWebAddress', () => {
  test.each([
    ['owen.example.com', 'web', 'https://owen.example.com'],
    ['  owen.example.com/menu?x=1 ', 'web', 'https://owen.example.com/menu?x=1'],
    ['example.com:8080/x', 'web', 'https://example.com:8080/x'],
    ['//cdn.example.com/a.pdf', 'web', 'https://cdn.example.com/a.pdf'],
    ['http://owen.example.com', 'web', 'http://owen.example.com'],
    ['https://owen.example.com', 'website', 'https://owen.example.com'],
    ['@owen', 'instagram', 'https://www.instagram.com/owen'],
    ['owen.owner', 'instagram', 'https://www.instagram.com/owen.owner'],
    ['instagram.com/owen', 'instagram', 'https://instagram.com/owen'],
    ['@owen', 'youtube', 'https://www.youtube.com/@owen'],
    ['owen', 'facebook', 'https://www.facebook.com/owen'],
    ['@owen_1', 'x', 'https://x.com/owen_1'],
    ['owen-owner', 'linkedin', 'https://www.linkedin.com/in/owen-owner'],
    ['justdial.com/Mumbai/Owen', 'justdial', 'https://justdial.com/Mumbai/Owen'],
  ] as const)('%j on a %s field becomes %j', (typed, kind, expected) => {
    expect(normalizeWebAddress(typed, kind)).toBe(expected);
  });

  test.each([
    ['', 'web'],
    ['javascript:alert(1)', 'web'],
    ['javascript:alert(1)', 'instagram'],
    ['data:text/html,hi', 'web'],
    ['ftp://files.example.com', 'web'],
    ['not a url', 'web'],
    ['@owen owner', 'instagram'],
    ['owen', 'web'],
    ['owen', 'website'],
    ['@owen', 'justdial'],
    ['@bad/handle', 'x'],
  ] as const)('%j on a %s field is left to the URL rule', (typed, kind) => {
    expect(normalizeWebAddress(typed, kind)).toBe(typed.trim());
  });
});

test('a typed host on a social field stays an address', () => {
  expect(normalizeWebAddress('www.instagram.com', 'instagram')).toBe('https://www.instagram.com');
  expect(normalizeWebAddress('owen.com', 'facebook')).toBe('https://owen.com');
});
