// @vitest-environment node
import { expect, test } from 'vitest';
import { contract } from '#mock-contract';

type Json = Record<string, unknown>;

const schemas = contract.components.schemas as Record<string, Json>;

/** Every property of every component schema, as `Schema.property` with its schema. */
const properties = Object.entries(schemas).flatMap(([name, schema]) =>
  Object.entries((schema.properties as Record<string, Json> | undefined) ?? {}).map(
    ([key, property]) => [`${name}.${key}`, property] as const,
  ),
);

test('every e-mail address field is the contract\'s `Email`, one grammar the mock checks (contract "Reference rules")', () => {
  const addresses = properties.filter(
    ([at, p]) => /\.email$/.test(at) && (p.type === 'string' || '$ref' in p),
  );
  expect(addresses.map(([at]) => at)).toContain('LeaveContactRequest.email');
  expect(
    addresses.filter(([, p]) => p.$ref !== '#/components/schemas/Email').map(([at]) => at),
  ).toEqual([]);
});

/**
 * Every string property (at any depth of a component schema) that says nothing of what it may
 * hold besides its length: no `$ref`, `enum`, `const`, `format`, `pattern` or media type.
 */
function freeText(schema: Json, at: string): string[] {
  const own =
    schema.type === 'string' &&
    !['$ref', 'enum', 'const', 'format', 'pattern', 'contentMediaType'].some((k) => k in schema)
      ? [at]
      : [];
  const children = Object.entries((schema.properties as Record<string, Json> | undefined) ?? {});
  return [...own, ...children.flatMap(([key, child]) => freeText(child, `${at}.${key}`))];
}

/** The texts a person types: a `$ref` to one of the contract's two text schemas. */
const textRef = /^#\/components\/schemas\/(SingleLineText|MultiLineText)$/;

test('every text a person types is SingleLineText or MultiLineText: no control characters (contract "Reference rules", text fields)', () => {
  // What is left without a rule of its own is no text a person types: ids and tokens the
  // server makes, its own messages, passwords (never shown, never mailed), the logo's storage,
  // and the insights answer's copy of the card's name (typed as `General.name`) and its zone.
  const notTyped =
    /\.(_id|profileId|noticeVersion|message|code|password|oldPassword)$|^Logo\.|^LogoUpload\.|^CardInsights\.(name|tz)$/;
  const loose = Object.entries(schemas)
    .flatMap(([name, schema]) => freeText(schema, name))
    .filter((at) => !notTyped.test(at));
  expect(loose).toEqual([]);
  const typed = properties.filter(([, p]) => typeof p.$ref === 'string' && textRef.test(p.$ref));
  expect(typed.map(([at]) => at)).toEqual(
    expect.arrayContaining([
      'LeaveContactRequest.name',
      'LeaveContactRequest.note',
      'GeneralUpdate.name',
      'General.name',
      'ExchangeContact.name',
      'User.name',
    ]),
  );
});

test('the text schemas refuse control characters, U+2028 and U+2029; the multi-line one keeps LF and CR', () => {
  const pattern = (name: string) => new RegExp(String(schemas[name]?.pattern), 'u');
  const single = pattern('SingleLineText');
  const multi = pattern('MultiLineText');
  for (const bad of [
    'a\nb',
    'a\rb',
    'a\tb',
    'a\u0000',
    'a\u007f',
    'a\u0085',
    'a\u2028',
    'a\u2029',
  ]) {
    expect(single.test(bad), JSON.stringify(bad)).toBe(false);
  }
  for (const bad of ['a\tb', 'a\u0000', 'a\u000b', 'a\u0085', 'a\u2028', 'a\u2029']) {
    expect(multi.test(bad), JSON.stringify(bad)).toBe(false);
  }
  expect(single.test('Café Zoë 👩🏽‍💻 नमस्ते «»')).toBe(true);
  expect(multi.test('Line one\r\nline two\nthree')).toBe(true);
});
