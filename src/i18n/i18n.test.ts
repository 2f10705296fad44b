import { afterEach, describe, expect, it } from 'vitest';
import {
  activateLanguage,
  i18n,
  languageStorageKey,
  languageWord,
  pageLanguage,
  rememberLanguage,
} from '.';

afterEach(async () => {
  localStorage.clear();
  await activateLanguage('en');
});

describe('activateLanguage', () => {
  it('loads a language from its own chunk, translates, and sets <html lang dir>', async () => {
    expect(languageWord()).toBe('Language');
    await activateLanguage('hi');
    expect(i18n.locale).toBe('hi');
    expect(languageWord()).toBe('भाषा');
    expect(document.documentElement.lang).toBe('hi');
    expect(document.documentElement.dir).toBe('ltr');
    await activateLanguage('ur');
    expect(languageWord()).toBe('زبان');
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('pageLanguage', () => {
  it('prefers the remembered choice over ?lang= and ?lang= over the browser', () => {
    expect(pageLanguage(null, { search: '?lang=ta-IN' })).toBe('ta');
    rememberLanguage('ml');
    expect(localStorage.getItem(languageStorageKey)).toBe('ml');
    expect(pageLanguage(null, { search: '?lang=ta' })).toBe('ml');
  });

  it("falls back to the card's own language when the browser's match nothing", () => {
    // jsdom's navigator.languages is ['en-US']: English wins over the card's language.
    expect(pageLanguage('hi', { search: '' })).toBe('en');
  });
});
