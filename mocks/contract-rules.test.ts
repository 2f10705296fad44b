// @vitest-environment node
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, test } from 'vitest';
import { contract } from '#mock-contract';

/**
 * The contract's own rules. Every `default:` of the contract keeps its own schema: the response boundary
 * (src/api/boundary-core.ts) puts a default in place of what it cannot read, so a default that
 * breaks its schema would be a contract violation of the client's own making.
 */
describe("the contract's defaults keep their schemas", () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(contract, 'contract');

  /** Every schema with a `default`, as a JSON pointer into the contract. */
  function* withDefaults(node: unknown, pointer: string): Generator<[string, unknown]> {
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if ('default' in record && pointer.includes('/schemas/')) yield [pointer, record.default];
    for (const [key, child] of Object.entries(record)) {
      if (key === 'default' || key === 'examples' || key === 'example') continue;
      yield* withDefaults(child, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`);
    }
  }

  const cases = [...withDefaults(contract.components, '#/components')];

  test('there are defaults to check', () => {
    expect(cases.length).toBeGreaterThan(10);
  });

  test.each(cases)('%s', (pointer, value) => {
    const validate = ajv.compile({ $ref: `contract${pointer}` });
    validate(value);
    expect(validate.errors ?? []).toEqual([]);
  });
});

/** The contract's own rules about its operations, which no server test would notice missing. */
describe('every answer a server gives is listed', () => {
  type Json = Record<string, unknown>;
  const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'patch', 'delete', 'put'].includes(method))
      .map(([method, op]) => ({ path, method, op, item })),
  );
  const parametersOf = ({ op, item }: (typeof operations)[number]) =>
    [...((item.parameters as Json[] | undefined) ?? []), ...((op.parameters as Json[]) ?? [])].map(
      (p) =>
        typeof p.$ref === 'string'
          ? ((contract.components as { parameters: Record<string, Json> }).parameters[
              p.$ref.split('/').pop() ?? ''
            ] ?? {})
          : p,
    );
  const responses = (o: (typeof operations)[number]) => Object.keys(o.op.responses as Json);

  test('an operation with a query parameter lists 400 (reference rule "Query parameters")', () => {
    const missing = operations
      .filter((o) => parametersOf(o).some((p) => p.in === 'query'))
      .filter((o) => !responses(o).includes('400'))
      .map((o) => o.op.operationId);
    expect(missing).toEqual([]);
  });

  test('an operation with a patterned path parameter lists 404 (reference rule "Paths")', () => {
    const missing = operations
      .filter((o) => parametersOf(o).some((p) => p.in === 'path'))
      .filter((o) => !responses(o).includes('404'))
      .map((o) => o.op.operationId);
    expect(missing).toEqual([]);
  });

  test('logout needs no session and never answers 401', () => {
    const logout = operations.find((o) => o.op.operationId === 'logout')!;
    expect(logout.op.security).toEqual([{}, { cookieAuth: [] }]);
    expect(responses(logout)).not.toContain('401');
  });

  test('every e-mail address of the user and profile operations keeps the one Email grammar', () => {
    const schemas = (contract.components as { schemas: Record<string, Json> }).schemas;
    const emailOf = (name: string) => (schemas[name]?.properties as Record<string, Json>).email;
    for (const name of [
      'User',
      'RegisterRequest',
      'LoginRequest',
      'ForgotPasswordRequest',
      'Owner',
    ]) {
      expect(emailOf(name), name).toEqual({ $ref: '#/components/schemas/Email' });
    }
    const owner = (schemas.MetaUpdate?.properties as Record<string, Json>).owner;
    expect(owner?.oneOf).toEqual([{ $ref: '#/components/schemas/Email' }, { type: 'null' }]);
  });
});
