// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { mockCall } from '@tests/support/mock-call';
import { contract } from '#mock-contract';
import { backend } from '@mocks/node';
import { withoutAbsentCapabilities } from './capability-fields';
import { applyScenario } from './scenarios';
import { fullCardTranslations, seedAccounts, seedIds } from './store';

/**
 * A card's own words per language (capability `cardTranslations`): the mock stores and
 * validates them with the limits of the fields they translate, seeds the full card with Hindi
 * and Urdu, and a server without the capability (`spec-only`) has none.
 */
type Body = { data?: { profile?: Record<string, unknown> }; errors?: Record<string, string> };

const call = (path: string, init: RequestInit & { json?: unknown } = {}, cookie = '') =>
  mockCall<Body>(path, init, cookie);

const login = () => call('/api/user/login', { method: 'POST', json: seedAccounts.owner });
const save = (translations: unknown, cookie: string, id: string = seedIds.lightCard) =>
  call(`/api/profile/${id}`, { method: 'PATCH', json: { translations } }, cookie);

describe('the default mock', () => {
  test('answers the full card with its Hindi and Urdu words, to visitors and its owner', async () => {
    applyScenario(backend, 'default');
    const card = await call(`/api/profile/${seedIds.fullCard}?count=false`);
    expect(card.body.data?.profile?.translations).toEqual(fullCardTranslations);
    const { cookie } = await login();
    const edit = await call(`/api/profile/${seedIds.fullCard}/edit`, {}, cookie);
    expect(edit.body.data?.profile?.translations).toEqual(fullCardTranslations);
    expect(Object.keys(fullCardTranslations.texts)).toEqual(['hi', 'ur']);
  });

  test('stores a section and the public card carries it', async () => {
    applyScenario(backend, 'default');
    const { cookie } = await login();
    const section = {
      language: 'ta',
      texts: { hi: { name: 'ओवेन लाइट', phoneLabels: ['मोबाइल'] } },
    };
    const saved = await save(section, cookie);
    expect(saved.status).toBe(200);
    expect(saved.body.data?.profile?.translations).toEqual(section);
    const card = await call(`/api/profile/${seedIds.lightCard}?count=false`);
    expect(card.body.data?.profile?.translations).toEqual(section);
  });

  test('refuses what the translated fields would refuse, naming the field', async () => {
    applyScenario(backend, 'default');
    const { cookie } = await login();
    const cases: [unknown, string][] = [
      [{ language: 'en', texts: { hi: { name: 'x'.repeat(101) } } }, 'translations.texts.hi.name'],
      [{ language: 'en', texts: { hi: { tagLine: 'a\nb' } } }, 'translations.texts.hi.tagLine'],
      [
        { language: 'en', texts: { ur: { phoneLabels: ['a', 'b', 'c'] } } },
        'translations.texts.ur.phoneLabels',
      ],
      [
        { language: 'en', texts: { ur: { documentNames: ['y'.repeat(101)] } } },
        'translations.texts.ur.documentNames.0',
      ],
      [
        { language: 'en', texts: { ta: { address: { street: 's'.repeat(201) } } } },
        'translations.texts.ta.address.street',
      ],
      [{ language: 'xx', texts: {} }, 'translations.language'],
      [{ language: 'en', texts: { fr: { name: 'Owen' } } }, 'translations.texts.fr'],
      [{ language: 'en', texts: { hi: { nickname: 'O' } } }, 'translations.texts.hi.nickname'],
    ];
    for (const [section, field] of cases) {
      const answer = await save(section, cookie);
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.errors ?? {}), field).toContain(field);
    }
    // Nothing was stored: a card never translated is in English, with none.
    const card = await call(`/api/profile/${seedIds.lightCard}?count=false`);
    expect(card.body.data?.profile?.translations).toEqual({ language: 'en', texts: {} });
  });
  test('a translated label or document name goes with its entry when the entries change', async () => {
    applyScenario(backend, 'default');
    const { cookie } = await login();
    const patch = (json: unknown) =>
      call(`/api/profile/${seedIds.fullCard}`, { method: 'PATCH', json }, cookie);
    // Brochure removed (the editor leaves an emptied document out), Menu added at the end.
    const documents = await patch({
      documents: [
        { name: 'Price list', content: 'https://owen.example.com/prices.pdf' },
        { name: 'Portfolio', content: 'https://owen.example.com/portfolio.pdf' },
        { name: 'Menu', content: 'https://owen.example.com/menu.pdf' },
      ],
    });
    expect(documents.status).toBe(200);
    const texts = () => backend.store.profileById(seedIds.fullCard)?.translations?.texts;
    expect(texts()?.hi?.documentNames).toEqual(['मूल्य सूची', 'पोर्टफ़ोलियो']);
    expect(texts()?.ur?.documentNames).toEqual(['قیمتوں کی فہرست', 'پورٹ فولیو']);
    // The phones swapped, the first e-mail renamed: the labels follow, the renamed one is gone.
    const contact = await patch({
      contact: {
        phone: [
          { name: 'Office', code: 'IN', number: '8023456789' },
          { name: 'Mobile', code: 'IN', number: '9876543210' },
        ],
        whatsapp: [
          { name: 'Personal', code: 'IN', number: '9876543210' },
          { name: 'Sales', code: 'IN', number: '9123456780' },
        ],
        email: [
          { name: 'Support', content: 'owen@example.com' },
          { name: 'Sales', content: 'sales@example.com' },
        ],
      },
    });
    expect(contact.status).toBe(200);
    expect(texts()?.hi?.phoneLabels).toEqual(['दफ़्तर', 'मोबाइल']);
    expect(texts()?.hi?.whatsappLabels).toEqual(['निजी', 'बिक्री']);
    expect(texts()?.hi?.emailLabels).toEqual(['', 'बिक्री']);
    // Every document removed: no names are left to translate.
    await patch({ documents: [] });
    expect(texts()?.hi).not.toHaveProperty('documentNames');
    expect(texts()?.hi?.name).toBe('ओवेन ओनर');
    applyScenario(backend, 'default');
  });
});

describe('spec-only: no translations anywhere', () => {
  test('no card answer carries them, the seed has none, and the section is refused', async () => {
    applyScenario(backend, 'spec-only');
    expect(backend.store.profileById(seedIds.fullCard)).not.toHaveProperty('translations');
    const card = await call(`/api/profile/${seedIds.fullCard}?count=false`);
    expect(card.body.data?.profile).not.toHaveProperty('translations');
    const { cookie } = await login();
    const saved = await save({ language: 'en', texts: {} }, cookie, seedIds.fullCard);
    expect(saved.status).toBe(400);
    expect(saved.body.data).toBeUndefined();
    applyScenario(backend, 'default');
  });
});

test('capability fields are dropped by their `x-capability` in the contract', () => {
  const schemas = (contract.components as { schemas: Record<string, { properties: object }> })
    .schemas;
  expect(schemas.PublicProfile?.properties).toHaveProperty(
    'translations.x-capability',
    'cardTranslations',
  );
  const card = { _id: '1', exchange: {}, translations: {} };
  expect(withoutAbsentCapabilities('PublicProfile', card, ['contactExchange'])).toEqual({
    _id: '1',
    exchange: {},
  });
  expect(withoutAbsentCapabilities('PublicProfile', card, [])).toEqual({ _id: '1' });
  expect(withoutAbsentCapabilities('Profile', card, ['contactExchange', 'cardTranslations'])).toBe(
    card,
  );
});
