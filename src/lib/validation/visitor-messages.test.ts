import { setupI18n } from '@lingui/core';
import { describe, expect, test } from 'vitest';
import { messages as hindi } from '@/locales/card-later/hi.po';
import { visitorMessage } from '@/capabilities/contact-exchange/card/later/use-card-form-send';
import { messages } from './messages';
import { visitorMessages } from './visitor-messages';

describe('visitorMessage', () => {
  test('each message is the English of the rule it translates (messages.ts), written alike', () => {
    for (const [key, descriptor] of Object.entries(visitorMessages)) {
      expect(descriptor.message, key).toBe(messages[key as keyof typeof visitorMessages]);
    }
  });

  test('a known English text reads in the language of the instance, any other as given', () => {
    const i18n = setupI18n({ locale: 'hi', messages: { hi: hindi } });
    expect(visitorMessage(i18n, messages.emailOrPhone)).toBe('कृपया ईमेल या फ़ोन नंबर दें');
    expect(visitorMessage(i18n, messages.mailSent)).not.toBe(messages.mailSent);
    // Not a visitor's form's message, a server's own, and a text already translated.
    expect(visitorMessage(i18n, messages.password)).toBe(messages.password);
    expect(visitorMessage(i18n, 'Card service down.')).toBe('Card service down.');
    expect(visitorMessage(i18n, 'कृपया अपना नाम डालें')).toBe('कृपया अपना नाम डालें');
  });
});
