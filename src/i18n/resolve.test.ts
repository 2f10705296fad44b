import { describe, expect, it } from 'vitest';
import { acceptLanguageRanges, lookupLanguage, primarySubtag, resolveLanguage } from './resolve';

describe('lookupLanguage (RFC 4647 lookup on primary subtags)', () => {
  it('matches a regional or scripted tag by its primary subtag, first range wins', () => {
    expect(lookupLanguage(['hi-IN', 'en-US'])).toBe('hi');
    expect(lookupLanguage(['fr-FR', 'ta-Taml-IN', 'hi'])).toBe('ta');
    expect(lookupLanguage(['UR-pk'])).toBe('ur');
  });

  it('skips languages the interface does not ship, malformed tags and the wildcard', () => {
    expect(lookupLanguage(['fr', 'de-DE'])).toBeUndefined();
    expect(lookupLanguage(['*', 'not a tag', 'x', 'bn'])).toBe('bn');
    expect(lookupLanguage([])).toBeUndefined();
  });

  it('canonicalises before matching', () => {
    expect(primarySubtag(' en-gb ')).toBe('en');
    expect(primarySubtag('')).toBeUndefined();
  });
});

describe('acceptLanguageRanges', () => {
  it('orders by quality, keeps ties in order and drops q=0', () => {
    expect(acceptLanguageRanges('en;q=0.5, hi-IN, ta;q=0.9, ml;q=0, bn')).toEqual([
      'hi-IN',
      'bn',
      'ta',
      'en',
    ]);
    expect(acceptLanguageRanges(undefined)).toEqual([]);
    expect(lookupLanguage(acceptLanguageRanges('fr-CH, fr;q=0.9, mr;q=0.8, *;q=0.5'))).toBe('mr');
  });
});

describe('resolveLanguage', () => {
  const all = { stored: 'ur', query: 'ta', browser: ['hi-IN'], card: 'bn' };

  it('takes the remembered choice first, then ?lang=, the browser, the card, English', () => {
    expect(resolveLanguage(all)).toBe('ur');
    expect(resolveLanguage({ ...all, stored: null })).toBe('ta');
    expect(resolveLanguage({ ...all, stored: null, query: null })).toBe('hi');
    expect(resolveLanguage({ card: 'bn', browser: ['fr'] })).toBe('bn');
    expect(resolveLanguage({})).toBe('en');
  });

  it('passes a source that matches nothing to the next one', () => {
    expect(resolveLanguage({ stored: 'xx', query: 'de', browser: ['fr-FR', 'gu-IN'] })).toBe('gu');
    expect(resolveLanguage({ query: 'ml-IN' })).toBe('ml');
  });
});
