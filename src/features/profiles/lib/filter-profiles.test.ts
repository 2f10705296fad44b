import { describe, expect, test } from 'vitest';
import type { Schemas } from '@/api/client';
import { filterByActivity } from './filter-profiles';

describe('filterByActivity', () => {
  const card = (id: string, views30Days?: number) =>
    ({
      _id: id,
      general: { name: id },
      meta: { isActive: true, taps: 0, owner: null },
      ...(views30Days === undefined ? {} : { views30Days }),
    }) as Schemas['ProfileSummary'];
  const cards = [card('a', 3), card('b', 0), card('c', 10), card('d')];

  test('idle keeps the cards with no view in 30 days (no figure counts as none)', () => {
    expect(filterByActivity(cards, 'idle').map((p) => p._id)).toEqual(['b', 'd']);
  });

  test('busiest sorts by views, most first, and any keeps the list as it is', () => {
    expect(filterByActivity(cards, 'busiest').map((p) => p._id)).toEqual(['c', 'a', 'b', 'd']);
    expect(filterByActivity(cards, 'any')).toBe(cards);
  });
});
