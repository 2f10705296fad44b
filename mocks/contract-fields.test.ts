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

test('every e-mail address field says `format: email`, as the mock checks it (contract "Reference rules")', () => {
  const addresses = properties.filter(([at, p]) => /\.email$/.test(at) && p.type === 'string');
  expect(addresses.map(([at]) => at)).toContain('LeaveContactRequest.email');
  expect(addresses.filter(([, p]) => p.format !== 'email').map(([at]) => at)).toEqual([]);
});
