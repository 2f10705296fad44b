import type { Messages } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { afterEach, describe, expect, it } from 'vitest';
import {
  activateLanguage,
  cardCatalogue,
  cardLaterCatalogue,
  i18n,
  languageStorageKey,
  languageWord,
  pageLanguage,
  rememberLanguage,
  withMessages,
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

describe('withMessages', () => {
  it('a part opened while another language loads gets its words in that language too', async () => {
    await activateLanguage('hi');
    // A catalogue no test has loaded: the part's words, by language.
    const part = async (language: string) => ({ partWord: [`word in ${language}`] });
    // The visitor picks Tamil, and opens a part before Tamil's messages have arrived: the part
    // loads its words in the language still shown.
    const switching = activateLanguage('ta');
    await withMessages(Promise.resolve('a part'), part);
    await switching;
    expect(i18n.locale).toBe('ta');
    expect(i18n._('partWord')).toBe('word in ta');
  });

  it("loads the later parts' messages with a part, and with every language change after", async () => {
    // (Unit tests share one module graph: another file may have loaded these before, so the
    // English before a part loads is checked by the browser journeys, e2e/languages.spec.ts.)
    await activateLanguage('hi');
    await expect(withMessages(Promise.resolve('a part'))).resolves.toBe('a part');
    expect(t`Copy UPI ID`).toBe('UPI ID कॉपी करें');
    await activateLanguage('ta');
    expect(t`Copy UPI ID`).toBe('UPI ID-ஐ நகலெடு');
  });
});

describe('activateLanguage with a catalogue that gives one object for several languages', () => {
  it("never writes another catalogue's words into that object (the owner's pages' English for Odia)", async () => {
    // As the app's catalogue does for a language the owner's pages are not written in.
    const shared: Messages = { ownerOnly: ['Owner'] };
    // Odia's first messages, whatever ran before in this worker (unit tests share modules).
    delete (i18n as unknown as { _messages: Record<string, Messages> })._messages.or;
    await activateLanguage('or', [async () => shared, async () => ({ cardOnly: ['Card'] })]);
    expect(Object.keys(shared)).toEqual(['ownerOnly']);
    // Odia's card messages back, for the tests after this one.
    i18n.load('or', { ...(await cardCatalogue('or')), ...(await cardLaterCatalogue('or')) });
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
