// @vitest-environment node
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import * as generated from '../src/api/generated/contract-limits.gen';
import { generateLimits } from './generate-validators';

/** A contract with one schema: what `generateLimits` makes of it. */
const limitsOf = (schema: Record<string, unknown>) =>
  generateLimits({
    paths: { '/sample': { post: { requestBody: { $ref: '#/components/schemas/Sample' } } } },
    components: { schemas: { Sample: schema } },
  });

describe('the contract limits are generated, never restated', () => {
  test.each([
    [
      'a string length',
      { type: 'string', minLength: 6, maxLength: 128 },
      { minLength: 6, maxLength: 128 },
    ],
    ['a list size', { type: 'array', maxItems: 3 }, { maxItems: 3 }],
    [
      'the limits of inline properties',
      { type: 'object', properties: { number: { type: 'integer', minimum: 1, maximum: 500 } } },
      { number: { minimum: 1, maximum: 500 } },
    ],
    [
      'nothing for a property given by $ref (its schema has its own)',
      { type: 'object', properties: { phone: { $ref: '#/components/schemas/Phone' } } },
      null,
    ],
  ])('%s', (_what, schema, expected) => {
    const constant = /^ {2}Sample: (.*),$/m.exec(limitsOf(schema))?.[1];
    expect(JSON.parse(constant ?? 'null')).toEqual(expected);
  });

  test('only what a request body reaches: an answer-only schema has no entry', () => {
    const code = generateLimits({
      paths: {
        '/sample': { get: { responses: { 200: { $ref: '#/components/schemas/Sample' } } } },
      },
      components: { schemas: { Sample: { type: 'string', maxLength: 5 } } },
    });
    expect(code).not.toContain('Sample:');
  });

  test('the committed module is what the contract says (npm run api:gen)', () => {
    const contract = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as Record<string, unknown>;
    const schemas = (contract.components as { schemas: Record<string, Record<string, unknown>> })
      .schemas;
    expect(generated.contractLimits.ContactInput.phone.maxItems).toBe(
      (schemas.ContactInput?.properties as Record<string, { maxItems: number }>).phone?.maxItems,
    );
    expect(generated.contractLimits.Password.minLength).toBe(schemas.Password?.minLength);
  });
});
