import { describe, expect, test } from 'vitest';
import { i18n } from '@/i18n';
import { messages } from '@/lib/validation/messages';
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
