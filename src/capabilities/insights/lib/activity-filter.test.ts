import { describe, expect, test } from 'vitest';
import type { Schemas } from '@/api/client';
import { activityFilter, filterByActivity } from './activity-filter';

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

describe('activityFilter', () => {
  const card = (id: string, views30Days: number) =>
    ({
      _id: id,
      general: { name: id },
      meta: { isActive: true, taps: 0, owner: null },
      views30Days,
    }) as Schemas['ProfileSummary'];
  const cards = [card('a', 3), card('b', 0), card('c', 10)];

  test('starts with every card as listed, and only "no views" narrows the count', () => {
    expect(activityFilter.options[0].value).toBe('any');
    expect(activityFilter.apply(cards, 'any')).toBe(cards);
    expect(activityFilter.options.filter((o) => o.narrows).map((o) => o.value)).toEqual(['idle']);
  });

  test('applies the choice, and an unknown value keeps every card', () => {
    expect(activityFilter.apply(cards, 'idle').map((p) => p._id)).toEqual(['b']);
    expect(activityFilter.apply(cards, 'busiest').map((p) => p._id)).toEqual(['c', 'a', 'b']);
    expect(activityFilter.apply(cards, 'nope')).toBe(cards);
  });
});
