import { setupI18n } from '@lingui/core';
import { describe, expect, test } from 'vitest';
import { messages as hindi } from '@/locales/card-later/hi.po';
import { visitorWaitMessages } from './visitor-messages';
import { readWait, waitMessage, waitMessages, withWait } from './wait-messages';
import { namedWait } from './wait-words';

describe("the throttles' refusals", () => {
  test('a refusal reads back as its template and its wait in words', () => {
    expect(readWait(withWait('login', '30 seconds'))).toEqual({
      template: 'login',
      wait: '30 seconds',
    });
    expect(readWait(withWait('requests', '1 minute'))).toEqual({
      template: 'requests',
      wait: '1 minute',
    });
    // Another sentence, or a template's own text, is none of them.
    expect(readWait('Too many requests.')).toBeUndefined();
    expect(readWait(waitMessages.requests)).toMatchObject({ wait: '{wait}' });
  });

  test("a wait is named in the person's words only when worded as a server words it", () => {
    const hindi = setupI18n({ locale: 'hi', messages: { hi: {} } });
    expect(namedWait(hindi, '30 seconds')).toBe('30 सेकंड');
    expect(namedWait(hindi, '1 minute')).toBe('1 मिनट');
    expect(namedWait(hindi, '2 hours')).toBe('2 घंटे');
    expect(namedWait(hindi, 'a while')).toBeUndefined();
    expect(namedWait(hindi, '30 days')).toBeUndefined();
  });

  test('a wait with replacement patterns in it is written as it is', () => {
    expect(withWait('requests', '$& $1')).toBe('Too many requests. Please try again in $& $1.');
  });

  test("each descriptor is its template's English, written alike", () => {
    for (const [key, descriptor] of Object.entries(visitorWaitMessages)) {
      expect(descriptor.message).toBe(waitMessages[key as keyof typeof visitorWaitMessages]);
    }
  });

  test("the wait is named in the person's language; a template without a translation is undefined", () => {
    const i18n = setupI18n({ locale: 'hi', messages: { hi: hindi } });
    expect(waitMessage(i18n, withWait('requests', '15 minutes'), visitorWaitMessages)).toBe(
      'बहुत ज़्यादा अनुरोध। कृपया 15 मिनट बाद फिर कोशिश करें।',
    );
    expect(waitMessage(i18n, withWait('login', '30 seconds'), visitorWaitMessages)).toBeUndefined();
    expect(waitMessage(i18n, 'The database is down.', visitorWaitMessages)).toBeUndefined();
    expect(waitMessage(i18n, withWait('requests', 'a while'), visitorWaitMessages)).toBeUndefined();
  });
});
