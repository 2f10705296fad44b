import { describe, expect, test } from 'vitest';
import { i18n } from '@/i18n';
import { messages } from '@/lib/validation/messages';
import { limitMessages, withLimit, type LimitMessage } from '@/lib/validation/limit-messages';
import { withWait } from '@/lib/validation/wait-messages';
import { activateOwnerLanguage } from './owner-language';
import { isKnownMessage, serverMessage, translateMessage } from './server-messages';

describe('server messages', () => {
  test('every validation message the forms and the mock share is known to the app', () => {
    for (const message of Object.values(messages)) expect(isKnownMessage(message)).toBe(true);
  });

  test('in English a known message is shown exactly as the server sends it (spec §8)', () => {
    for (const message of Object.values(messages)) {
      expect(translateMessage(i18n, message)).toBe(message);
    }
    expect(translateMessage(i18n, 'Invalid email or password.')).toBe('Invalid email or password.');
  });

  test('in Hindi a known message is translated and an unknown one shown as sent', async () => {
    await activateOwnerLanguage('hi');
    expect(translateMessage(i18n, 'Invalid email or password.')).toBe('ईमेल या पासवर्ड गलत है।');
    expect(translateMessage(i18n, messages.email)).toBe('अमान्य ईमेल पता');
    expect(translateMessage(i18n, 'The database is down.')).toBe('The database is down.');
  });

  test("a throttle's refusal names its wait in the person's words; English keeps the server's", async () => {
    const login = withWait('login', '30 seconds');
    expect(translateMessage(i18n, login)).toBe(login);
    expect(translateMessage(i18n, withWait('requests', '1 minute'))).toBe(
      'Too many requests. Please try again in 1 minute.',
    );
    await activateOwnerLanguage('hi');
    expect(translateMessage(i18n, login)).toBe(
      'लॉग इन के बहुत ज़्यादा असफल प्रयास। कृपया 30 सेकंड बाद फिर कोशिश करें।',
    );
    expect(translateMessage(i18n, withWait('password', '15 minutes'))).toBe(
      'बहुत ज़्यादा गलत पासवर्ड। कृपया 15 मिनट बाद फिर कोशिश करें।',
    );
    // Another wording, or a wait in other words, is not one of them: shown as sent.
    const other = 'Too many failed login attempts. Please try again tomorrow.';
    expect(translateMessage(i18n, other)).toBe(other);
  });

  test("a limit's field error reads in Hindi with its limit; English and other words as sent", async () => {
    const long = withLimit('maxLength', 100);
    expect(long).toBe('Must be at most 100 characters.');
    expect(translateMessage(i18n, long)).toBe(long);
    await activateOwnerLanguage('hi');
    expect(translateMessage(i18n, long)).toBe('अधिकतम 100 अक्षर हो सकते हैं।');
    expect(translateMessage(i18n, withLimit('minimum', 1))).toBe('कम से कम 1 होना चाहिए।');
    expect(translateMessage(i18n, withLimit('maxItems', 3))).toBe('अधिकतम 3 प्रविष्टियाँ हो सकती हैं।');
    expect(translateMessage(i18n, 'This field is required.')).toBe('यह फ़ील्ड ज़रूरी है।');
    // Every limit the mock can write is known, none shown in English.
    for (const template of Object.keys(limitMessages) as LimitMessage[]) {
      expect(translateMessage(i18n, withLimit(template, 50))).not.toMatch(/Must/);
    }
    // Not a number where the limit stands: not one of them.
    const other = 'Must be at most 100 rupees.';
    expect(translateMessage(i18n, other)).toBe(other);
    expect(translateMessage(i18n, 'Must be at most many characters.')).toBe(
      'Must be at most many characters.',
    );
  });

  test('a failure without a message of its own shows the fallback', () => {
    const fallback = 'Login failed.';
    expect(serverMessage(i18n, { success: false, message: 'Something went wrong' }, fallback)).toBe(
      fallback,
    );
    expect(
      serverMessage(i18n, { success: false, message: 'Old password is incorrect.' }, fallback),
    ).toBe('Old password is incorrect.');
  });
});
