import { msg } from '@lingui/core/macro';
import { afterEach, describe, expect, test } from 'vitest';
import { pageCatalogues } from '@/config/page-catalogues';
import { i18n } from '@/i18n';
import {
  activateOwnerLanguage,
  ownerLanguages,
  pageCatalogue,
  withPageMessages,
} from './owner-language';

/** A message of the sign-in pages' own catalogue (src/features/auth). */
const backToLogin = msg`Back to Login`;

describe('page catalogues', () => {
  afterEach(() => activateOwnerLanguage('en'));

  test('each page catalogue has a file in each language of the owner pages', async () => {
    for (const name of pageCatalogues) {
      for (const language of ownerLanguages) {
        const messages = await pageCatalogue(name)(language);
        expect(Object.keys(messages).length, `${name} in ${language}`).toBeGreaterThan(0);
      }
    }
  });

  test('a language the owner pages are not written in loads none of their words', async () => {
    await expect(pageCatalogue('auth')('ta')).resolves.toEqual({});
  });

  test("a page's words load with its code, in the language being activated", async () => {
    const activation = activateOwnerLanguage('hi');
    // Started while the page's language is being activated, as a route's `lazy` beside its
    // middleware.
    await expect(withPageMessages(Promise.resolve('page'), 'auth')).resolves.toBe('page');
    await activation;
    expect(i18n._(backToLogin)).toBe('लॉग इन पर वापस');
  });

  test('a page catalogue in use loads with a later change of language', async () => {
    await activateOwnerLanguage('en');
    await withPageMessages(Promise.resolve(), 'auth');
    await activateOwnerLanguage('hi');
    expect(i18n._(backToLogin)).toBe('लॉग इन पर वापस');
  });
});
