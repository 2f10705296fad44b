import { expect, test } from 'vitest';
import { href } from './paths';

test('href fills in and percent-encodes the path parameters', () => {
  expect(href('myProfiles')).toBe('/dashboard/my-profiles');
  expect(href('card', { profileId: 'a/b c' })).toBe('/profile/a%2Fb%20c');
});

test('href adds the query parameters, encoded as URLSearchParams does, in the order given', () => {
  expect(href('card', { profileId: 'abc' }, { count: 'false' })).toBe('/profile/abc?count=false');
  expect(href('card', { profileId: 'abc' }, { count: 'false', s: 'qr' })).toBe(
    '/profile/abc?count=false&s=qr',
  );
  expect(href('contacts', {}, { card: 'a b&c=d/é?' })).toBe(
    '/dashboard/contacts?card=a+b%26c%3Dd%2F%C3%A9%3F',
  );
  const url = new URL(href('contacts', {}, { card: 'a b&c=d/é?' }), 'http://x');
  expect(url.searchParams.get('card')).toBe('a b&c=d/é?');
});

test('href leaves out an undefined query parameter, and the ? with no parameter left', () => {
  expect(href('card', { profileId: 'abc' }, { s: undefined })).toBe('/profile/abc');
  expect(href('contacts', {}, {})).toBe('/dashboard/contacts');
  expect(href('card', { profileId: 'abc' }, { count: undefined, s: 'nfc' })).toBe(
    '/profile/abc?s=nfc',
  );
});

test('href takes only the query parameters a page reads', () => {
  // @ts-expect-error My Profiles reads no query parameter.
  href('myProfiles', {}, { card: 'x' });
  // @ts-expect-error Contacts reads `card`, not `days`.
  href('contacts', {}, { days: '7' });
  // @ts-expect-error `count` is 'false' or absent.
  href('card', { profileId: 'x' }, { count: 'true' });
});
