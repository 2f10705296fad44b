// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { decodeHeaderValue, encodeHeaderValue } from './mail-header';

describe('mail header values (contract "Reference rules", mail; RFC 2047)', () => {
  test('printable ASCII stays as it is', () => {
    expect(encodeHeaderValue('New contact on your card Owen Owner')).toBe(
      'New contact on your card Owen Owner',
    );
  });

  test('a CR LF and a Bcc line become encoded-words: printable ASCII, no header of their own', () => {
    const text = 'Mallory\r\nBcc: victims@example.net\r\nSubject: You won';
    const value = encodeHeaderValue(text);
    expect(value).toMatch(/^[\x20-\x7e]+$/);
    expect(value).not.toMatch(/Bcc:|Subject:/);
    expect(value).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=( =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=)*$/);
    expect(decodeHeaderValue(value)).toBe(text);
  });

  test('long non-ASCII text: words of at most 75 characters, cut between code points', () => {
    const text = `Café Zoë 👩🏽‍💻 ${'नमस्ते '.repeat(12)}\u2028end`;
    const value = encodeHeaderValue(text);
    const words = value.split(' ');
    expect(words.length).toBeGreaterThan(1);
    for (const word of words) expect(word.length).toBeLessThanOrEqual(75);
    expect(decodeHeaderValue(value)).toBe(text);
  });

  test('ASCII that looks like an encoded-word is encoded, so it reads back as written', () => {
    const text = '=?UTF-8?B?QmNjOg==?=';
    expect(encodeHeaderValue(text)).not.toBe(text);
    expect(decodeHeaderValue(encodeHeaderValue(text))).toBe(text);
  });
});
