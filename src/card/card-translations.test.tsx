import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { buildFullProfile } from '@mocks/factories';
import { http } from '@mocks/handlers/context';
import { server } from '@mocks/node';
import { activateLanguage } from '@/i18n';
import { allowContractViolations } from '@tests/support/contract';
import { fullCardTabs } from '@tests/support/malformed-cards';
import { renderCardPage } from '@tests/support/card-page';

/** The full seed card as the contract's PublicProfile, with `translations` as given. */
const cardWith = (translations: unknown) => ({
  success: true,
  message: 'ok',
  data: {
    profile: { ...buildFullProfile({ _id: 'translated-card' }), meta: {}, translations },
    capabilities: ['cardTranslations'],
  },
});

function serve(translations: unknown) {
  server.use(
    http.get('/api/profile/{profileId}', ({ response }) =>
      response.untyped(HttpResponse.json(cardWith(translations))),
    ),
  );
}

afterEach(async () => {
  await activateLanguage('en');
});

const hindi = { language: 'en', texts: { hi: { name: 'ओवेन ओनर' } } };

describe("the card's own words in the visitor's language (capability cardTranslations)", () => {
  test('a Hindi visitor reads the name in Hindi: the translations checked with the chunk', async () => {
    serve(hindi);
    renderCardPage('/profile/translated-card?lang=hi');
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(heading).toHaveTextContent('ओवेन ओनर');
  });

  test('untranslated, the card’s words carry the card’s own language', async () => {
    serve(hindi);
    renderCardPage('/profile/translated-card?lang=ta');
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    // A Tamil page, an English card without Tamil: a screen reader reads its words in English.
    expect(heading).toHaveTextContent('Owen Owner');
    expect(heading).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Founder, Owen & Co.')).toHaveAttribute('lang', 'en');
    expect(document.documentElement.lang).toBe('ta');
  });

  test('translated, the name has the page’s language', async () => {
    serve(hindi);
    renderCardPage('/profile/translated-card?lang=hi');
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(heading).toHaveTextContent('ओवेन ओनर');
    expect(heading).not.toHaveAttribute('lang');
    // eslint-disable-next-line testing-library/no-node-access -- the language a part inherits
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'hi');
  });

  test.each([
    [['fr-FR', 'fr'], 'hi', 'Owen Owner', 'संपर्क सेव करें'],
    [['en-GB'], 'en', 'Owen in English', 'Save Contact'],
  ])(
    "a card written in Hindi, a browser in %j: the page in %s (the card's own language before English)",
    async (languages, lang, name, save) => {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
      serve({ language: 'hi', texts: { en: { name: 'Owen in English' } } });
      renderCardPage('/profile/translated-card');
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
      expect(heading).toHaveTextContent(name);
      expect(screen.getAllByRole('button', { name: save }).length).toBeGreaterThan(0);
      expect(document.documentElement.lang).toBe(lang);
      vi.restoreAllMocks();
    },
  );

  test.each([
    ['texts is a string', { language: 'en', texts: 'ओवेन ओनर' }],
    ['the name is a number', { language: 'en', texts: { hi: { name: 42 } } }],
    ['translations is a list', [hindi]],
    ['the language is unknown', { language: 'xx', texts: { hi: { name: 'ओवेन ओनर' } } }],
  ])('%s: the card shows its own words and every tab still shows', async (_, translations) => {
    allowContractViolations(); // the point of these tests
    serve(translations);
    renderCardPage('/profile/translated-card?lang=hi');
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(heading).toHaveTextContent('Owen Owner');
    const hero = within(screen.getByRole('group', { name: /./ }));
    expect(hero.getAllByRole('button').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('tab')).toHaveLength(fullCardTabs.length);
  });
});
