import { expect, test } from 'vitest';
import { seedIds } from '@mocks/store';
import { isCardId } from './card-id';

test('seeded card numbers are card ids; dot segments, slashes and empty ids are not (docs/security.md, V5)', () => {
  expect(isCardId(seedIds.fullCard)).toBe(true);
  for (const id of ['.', '..', 'a/b', '', 'a b', 'x'.repeat(65)])
    expect(isCardId(id), id).toBe(false);
});
