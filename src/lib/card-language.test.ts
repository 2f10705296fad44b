import { describe, expect, test } from 'vitest';
import { buildFullProfile, toPublicProfile } from '@mocks/factories';
import { fullCardTranslations } from '@mocks/store';
import { cardInLanguage } from './card-language';
import { cardLanguageOf } from './card-own-language';

const card = toPublicProfile(buildFullProfile({ translations: fullCardTranslations }));

describe('cardInLanguage', () => {
  test('every translated field in the language asked for', () => {
    const hi = cardInLanguage(card, 'hi');
    expect(hi.general).toMatchObject({
      name: 'ओवेन ओनर',
      tagLine: 'संस्थापक, ओवेन एंड कंपनी',
    });
    expect(hi.general.description).toMatch(/^हम NFC/);
    expect(hi.contact.phone.map((p) => [p.name, p.number])).toEqual([
      ['मोबाइल', '9876543210'],
      ['दफ़्तर', '8023456789'],
    ]);
    expect(hi.contact.whatsapp.map((p) => p.name)).toEqual(['निजी', 'बिक्री']);
    expect(hi.contact.email.map((e) => [e.name, e.content])).toEqual([
      ['काम', 'owen@example.com'],
      ['बिक्री', 'sales@example.com'],
    ]);
    expect(hi.documents.map((d) => d.name)).toEqual(['ब्रोशर', 'मूल्य सूची', 'पोर्टफ़ोलियो']);
    expect(hi.location.address).toEqual({
      street: '12 एमजी रोड',
      city: 'बेंगलुरु',
      state: 'कर्नाटक',
      postalCode: '560001',
      country: 'भारत',
    });
    // Links, numbers, the logo and the style stay.
    expect(hi.socials).toEqual(card.socials);
    expect(hi.general.logo).toEqual(card.general.logo);
    expect(hi.documents.map((d) => d.content)).toEqual(card.documents.map((d) => d.content));
  });

  test("a field without a translation falls back to the card's own words, field by field", () => {
    const partial = {
      ...card,
      translations: {
        language: 'en' as const,
        texts: { ta: { name: 'ஓவன்', tagLine: '  ', phoneLabels: ['', 'அலுவலகம்'] } },
      },
    };
    const ta = cardInLanguage(partial, 'ta');
    expect(ta.general.name).toBe('ஓவன்');
    expect(ta.general.tagLine).toBe(card.general.tagLine);
    expect(ta.general.description).toBe(card.general.description);
    expect(ta.contact.phone.map((p) => p.name)).toEqual(['Mobile', 'அலுவலகம்']);
    expect(ta.contact.email).toEqual(card.contact.email);
    expect(ta.location.address).toEqual(card.location.address);
  });

  test('an entry the owner left unnamed stays unnamed', () => {
    const unnamed = {
      ...card,
      contact: { ...card.contact, phone: [{ name: '', code: '' as const, number: '' }] },
    };
    expect(cardInLanguage(unnamed, 'hi').contact.phone).toEqual(unnamed.contact.phone);
  });

  test("the card itself for no language, an untranslated one, or the card's own", () => {
    expect(cardInLanguage(card, undefined)).toBe(card);
    expect(cardInLanguage(card, 'ml')).toBe(card);
    expect(cardInLanguage(card, 'en')).toBe(card);
    const hindiCard = {
      ...card,
      translations: { ...fullCardTranslations, language: 'hi' as const },
    };
    expect(cardInLanguage(hindiCard, 'hi')).toBe(hindiCard);
    const { translations: _, ...plain } = card;
    expect(cardInLanguage(plain, 'hi')).toBe(plain);
  });

  test('does not change the card', () => {
    const before = structuredClone(card);
    cardInLanguage(card, 'ur');
    expect(card).toEqual(before);
  });
});

test("cardLanguageOf: the card's own language, when the server tells it", () => {
  expect(cardLanguageOf(card)).toBe('en');
  expect(cardLanguageOf({})).toBeUndefined();
});
