import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { validateProfileEnvelope } from '@/api/generated/validate-profile-envelope.gen.js';
import { validatePublicProfileEnvelope } from '@/api/generated/validate-public-profile-envelope.gen.js';
import { buildFullProfile, toPublicProfile } from '../mocks/factories';
import { validateCardTranslations } from '@/api/generated/validate-card-translations.gen.js';
import {
  ajvOptions,
  compact,
  contractAjv,
  contractDefinitions,
  withLaterChecks,
} from './generate-validators';

const contract = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as Record<string, unknown>;
// Ajv's own validators of the same schemas, compiled at run time, as the reference.
const ajv = contractAjv(contractDefinitions(contract), { ...ajvOptions, code: {} });
const referenceOf = (name: string) => ajv.getSchema(`contract#/definitions/${name}`)!;

/** What the boundary reads of each error, in a stable order. */
const readable = (errors: unknown) =>
  ((errors ?? []) as { instancePath?: string; keyword?: string; params?: object }[])
    .map(({ instancePath, keyword, params }) => JSON.stringify({ instancePath, keyword, params }))
    .sort();

type Fields = Record<string, unknown>;
/** A card as these cases change it: sections of fields. */
type Card = { general: Fields; contact: Fields; style: Fields; meta: Fields };

/** A card's answer as visitors get it, with `change` applied to a copy. */
function answer(change: (card: Card) => void = () => {}) {
  const card = structuredClone(toPublicProfile(buildFullProfile())) as unknown as Card;
  change(card);
  return { success: true, message: 'Profile fetched', data: { profile: card } };
}

/** A card's answer as its owner gets it, with `change` applied to a copy. */
function ownerAnswer(change: (card: Card) => void = () => {}) {
  const card = structuredClone(buildFullProfile()) as unknown as Card;
  change(card);
  return { success: true, message: 'Profile fetched', data: { profile: card } };
}

describe('the generated validators, compacted', () => {
  const cases: [string, unknown][] = [
    ['a whole card', answer()],
    ['a name too long', answer((c) => (c.general.name = 'x'.repeat(500)))],
    ['a name of the wrong type', answer((c) => (c.general.name = 42))],
    ['a missing section', answer((c) => Reflect.deleteProperty(c, 'contact'))],
    [
      'several properties missing from one object',
      answer((c) =>
        ['name', 'logo', 'tagLine'].forEach((k) => Reflect.deleteProperty(c.general, k)),
      ),
    ],
    ['an optional section of the wrong kind', answer((c) => Object.assign(c, { exchange: 'on' }))],
    ['a phone that is not an object', answer((c) => (c.contact.phone = [1, 'two', null]))],
    [
      'an unknown accent and theme',
      answer((c) => Object.assign(c.style, { accent: 'x', theme: 1 })),
    ],
    ['several faults at once', answer((c) => Object.assign(c.general, { name: 1, tagLine: [] }))],
    ['no envelope', 'not an object'],
  ];

  it('take a whole card', () => {
    expect(validatePublicProfileEnvelope(answer())).toBe(true);
    expect(validateProfileEnvelope(ownerAnswer((c) => (c.meta.owner = null)))).toBe(true);
  });

  it.each(cases)('agree with Ajv on %s', (_, body) => {
    const reference = referenceOf('PublicProfileEnvelope');
    const valid = reference(body);
    expect(validatePublicProfileEnvelope(body)).toBe(valid);
    expect(readable(validatePublicProfileEnvelope.errors)).toEqual(readable(reference.errors));
    if (!valid) expect(readable(reference.errors).length).toBeGreaterThan(0);
  });

  // `meta.owner` is a `oneOf`: a branch that fails before one that passes leaves no error.
  it.each([
    ['an owner', ownerAnswer()],
    ['no owner', ownerAnswer((c) => (c.meta.owner = null))],
    ['an owner of no kind', ownerAnswer((c) => (c.meta.owner = 42))],
    // Errors of the failed branch must not stay behind when a later check in the object fails.
    [
      'no owner and taps below zero',
      ownerAnswer((c) => Object.assign(c.meta, { owner: null, taps: -1 })),
    ],
  ])('agree with Ajv on %s (oneOf)', (_, body) => {
    const reference = referenceOf('ProfileEnvelope');
    const valid = reference(body);
    expect(validateProfileEnvelope(body)).toBe(valid);
    expect(readable(validateProfileEnvelope.errors)).toEqual(readable(reference.errors));
  });

  it('fails loudly when Ajv no longer writes the code it rewrites', () => {
    expect(() => compact('export const validate = validate1;')).toThrow(/Ajv's code has no/);
  });
});

describe("the card's translations, checked later (laterChecks)", () => {
  const malformed = { language: 'en', texts: { hi: { name: 42 } } };
  const withTranslations = (build: typeof answer, translations: unknown) =>
    build((c) => Object.assign(c, { translations }));

  it("leaves them out of the card answer's check, not the owner's", () => {
    expect(validatePublicProfileEnvelope(withTranslations(answer, malformed))).toBe(true);
    expect(validateProfileEnvelope(withTranslations(ownerAnswer, malformed))).toBe(false);
  });

  it('checks them with a validator of their own', () => {
    expect(validateCardTranslations(malformed)).toBe(false);
    expect(validateCardTranslations({ language: 'en', texts: { hi: { name: 'ओवेन' } } })).toBe(true);
  });

  it('refuses to weaken a schema another answer checks too', () => {
    const defs = contractDefinitions(contract);
    expect(() =>
      withLaterChecks(defs, ['PublicProfileEnvelope', 'ProfileEnvelope'], {
        PublicProfileEnvelope: ['contactExchange'],
      }),
    ).not.toThrow();
    expect(() =>
      withLaterChecks(defs, ['ProfileEnvelope', 'ProfileListEnvelope'], {
        ProfileEnvelope: ['cardTranslations'],
      }),
    ).not.toThrow();
    const shared = { ...defs, Other: { $ref: '#/definitions/PublicProfile' } };
    expect(() =>
      withLaterChecks(shared, ['PublicProfileEnvelope', 'Other'], {
        PublicProfileEnvelope: ['cardTranslations'],
      }),
    ).toThrow(/other answers use it too/);
  });
});
