// @vitest-environment node
import { expect, test } from 'vitest';
import { contract } from '#mock-contract';

type Json = Record<string, unknown>;

/** The schema a local `$ref` points at. */
function resolve(ref: string): Json {
  let node: unknown = contract;
  for (const part of ref.replace(/^#\//, '').split('/')) node = (node as Json)[part];
  return node as Json;
}

/**
 * Every object schema reachable from `node` (through `$ref`, `properties`, `items`, `oneOf`,
 * `anyOf`, `allOf`) that does not say `additionalProperties: false`, by where it was reached.
 */
function openObjects(node: unknown, at: string, seen = new Set<unknown>()): string[] {
  if (typeof node !== 'object' || node === null || seen.has(node)) return [];
  seen.add(node);
  const schema = node as Json;
  if (typeof schema.$ref === 'string') return openObjects(resolve(schema.$ref), schema.$ref, seen);
  const isObject = schema.type === 'object' || schema.properties !== undefined;
  const own = isObject && schema.additionalProperties !== false ? [at] : [];
  const children = [
    ...Object.entries((schema.properties as Json | undefined) ?? {}).map(
      ([key, value]) => [`${at}/properties/${key}`, value] as const,
    ),
    ...(['oneOf', 'anyOf', 'allOf'] as const).flatMap((key) =>
      ((schema[key] as unknown[] | undefined) ?? []).map(
        (value, i) => [`${at}/${key}/${i}`, value] as const,
      ),
    ),
    ...(schema.items ? [[`${at}/items`, schema.items] as const] : []),
  ];
  return [...own, ...children.flatMap(([where, child]) => openObjects(child, where, seen))];
}

/** The request body schemas of every operation, JSON and multipart, by operationId. */
function requestSchemas(): [string, unknown][] {
  const paths = contract.paths as Record<string, Record<string, Json>>;
  return Object.values(paths).flatMap((item) =>
    Object.values(item).flatMap((operation) => {
      const content = (operation.requestBody as Json | undefined)?.content as
        Record<string, Json> | undefined;
      return Object.entries(content ?? {}).map(
        ([type, media]) =>
          [`${String(operation.operationId)} ${type}`, media.schema] as [string, unknown],
      );
    }),
  );
}

test('every request object in the contract is closed (additionalProperties: false; docs/security.md, V4)', () => {
  const schemas = requestSchemas();
  expect(schemas.length).toBeGreaterThanOrEqual(9);
  expect(schemas.flatMap(([name, schema]) => openObjects(schema, name))).toEqual([]);
});

test('response objects stay open, so clients tolerate servers that send more', () => {
  const schemas = contract.components.schemas as Record<string, Json>;
  for (const name of ['User', 'Profile', 'PublicProfile', 'Contact', 'Socials', 'General']) {
    expect(schemas[name]?.additionalProperties, name).toBeUndefined();
  }
});
