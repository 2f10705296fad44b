// @vitest-environment node
import { expect, test } from 'vitest';
import { contract } from '#mock-contract';

/** Every string schema of the contract, by JSON pointer, that has no `maxLength`. */
function unbounded(node: unknown, at = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => unbounded(item, `${at}/${i}`));
  if (typeof node !== 'object' || node === null) return [];
  const schema = node as Record<string, unknown>;
  const own = schema.type === 'string' && schema.maxLength === undefined ? [at] : [];
  return [
    ...own,
    ...Object.entries(schema)
      .filter(([key]) => key !== 'examples' && key !== 'example')
      .flatMap(([key, value]) => unbounded(value, `${at}/${key}`)),
  ];
}

test('every string in the contract has a maxLength (contract "Reference rules")', () => {
  expect(unbounded(contract)).toEqual([]);
});
