import { describe, expect, test } from 'vitest';
import {
  aggregate,
  bucketMs,
  emptyCounts,
  fleetMean,
  seededBuckets,
  seededTaps,
  views30Days,
  networkOf,
  type Bucket,
  type InsightsState,
} from './insights';

const at = (iso: string) => Date.parse(iso);
const view = (n = 1): Bucket => ({ v: n, u: n, src: { qr: n } });

describe('aggregate', () => {
  test('splits days at the midnights of the owner’s time zone, not UTC', () => {
    // 18:45 UTC on the 25th is 00:15 on the 26th in India (+05:30) and 13:45 on the 25th in
    // New York (-05:00).
    const buckets = [[at('2026-11-25T18:45:00Z'), view()]] as const;
    const now = at('2026-11-26T12:00:00Z');
    const india = aggregate(buckets, { days: 7, tz: 'Asia/Kolkata', now });
    const newYork = aggregate(buckets, { days: 7, tz: 'America/New_York', now });
    expect(india.series.find((d) => d.counts.views === 1)?.date).toBe('2026-11-26');
    expect(newYork.series.find((d) => d.counts.views === 1)?.date).toBe('2026-11-25');
    // 18:15 UTC is still the 25th in India.
    const before = aggregate([[at('2026-11-25T18:15:00Z'), view()]], {
      days: 7,
      tz: 'Asia/Kolkata',
      now,
    });
    expect(before.series.find((d) => d.counts.views === 1)?.date).toBe('2026-11-25');
  });

  test('the period ends today in the zone and has one zero-filled day per day', () => {
    // 20:00 UTC on the 26th is already the 27th in India.
    const now = at('2026-11-26T20:00:00Z');
    const result = aggregate([], { days: 30, tz: 'Asia/Kolkata', now });
    expect(result.to).toBe('2026-11-27');
    expect(result.from).toBe('2026-10-29');
    expect(result.series).toHaveLength(30);
    expect(result.series[0]?.date).toBe('2026-10-29');
  });

  test('previous sums the same number of days just before the period', () => {
    const now = at('2026-11-26T12:00:00Z');
    const buckets = [
      [at('2026-11-20T10:00:00Z'), view(5)], // first day of the 7-day period
      [at('2026-11-19T10:00:00Z'), view(2)], // last day of the previous period
      [at('2026-11-13T10:00:00Z'), view(3)], // first day of the previous period
      [at('2026-11-12T10:00:00Z'), view(100)], // before both
    ] as const;
    const result = aggregate(buckets, { days: 7, tz: 'UTC', now });
    expect(result.from).toBe('2026-11-20');
    expect(result.totals.views).toBe(5);
    expect(result.previous.views).toBe(5);
    expect(result.previous.sources).toEqual({ qr: 5 });
  });

  test('an empty period is zeros, not gaps', () => {
    const result = aggregate([], { days: 7, tz: 'Europe/Berlin', now: at('2026-11-26T12:00:00Z') });
    expect(result.totals).toEqual(emptyCounts());
    expect(result.series.every((d) => d.counts.views === 0)).toBe(true);
  });

  test('adds actions and sources by key', () => {
    const now = at('2026-11-26T12:00:00Z');
    const result = aggregate(
      [
        [now - bucketMs, { a: { phone: 2 }, src: { nfc: 1 }, v: 1, b: 4 }],
        [now - 2 * bucketMs, { a: { phone: 1, upi: 1 }, s: 1 }],
      ],
      { days: 7, tz: 'UTC', now },
    );
    expect(result.totals.actions).toEqual({ phone: 3, upi: 1 });
    expect(result.totals.bots).toBe(4);
    expect(result.totals.saves).toBe(1);
  });
});

describe('seeded history', () => {
  const history: InsightsState['history'] = {
    seededAt: at('2026-11-26T12:00:00Z'),
    cards: { full: 28 },
    fleet: true,
  };

  test('is the same on every call, 180 days long, busier on weekdays', () => {
    const once = [...seededBuckets(history, 'full')];
    expect(once).toEqual([...seededBuckets(history, 'full')]);
    expect(once).toHaveLength(180);
    const mean = (days: number[]) => {
      const picked = once.filter(([t]) => days.includes(new Date(t).getUTCDay()));
      return picked.reduce((sum, [, b]) => sum + (b.v ?? 0), 0) / picked.length;
    };
    expect(mean([1, 2, 3, 4, 5])).toBeGreaterThan(2 * mean([0, 6]));
    // Every view has a source.
    for (const [, b] of once) {
      const sources = Object.values(b.src ?? {}).reduce((s, n) => s + n, 0);
      expect(sources).toBe(b.v);
    }
  });

  test('a card without history has none; fleet cards get theirs from the id', () => {
    expect([...seededBuckets(history, 'other')]).toEqual([]);
    const fleet = Array.from(
      { length: 50 },
      (_, i) => `6650a1f0c0ffef${String(i).padStart(10, '0')}`,
    );
    const withHistory = fleet.filter((id) => [...seededBuckets(history, id)].length > 0);
    expect(withHistory.length).toBeGreaterThan(20);
    expect(withHistory.length).toBeLessThan(50);
  });

  test('the 30-day views of the list are the sum of the insights’ views', () => {
    const state: InsightsState = { recent: {}, tokens: {}, buckets: {}, history };
    const now = history.seededAt;
    const sum = [...seededBuckets(history, 'full')]
      .filter(([t]) => t >= now - 30 * 24 * 3600_000)
      .reduce((s, [, b]) => s + (b.v ?? 0), 0);
    expect(views30Days(state, 'full', now)).toBe(sum);
    expect(sum).toBeGreaterThan(0);
  });

  test('taps are at least every seeded view and bot event: each came from a counted card load', () => {
    const fleet = Array.from(
      { length: 2000 },
      (_, i) => `6650a1f0c0ffef${String(i).padStart(10, '0')}`,
    );
    for (const [id, mean] of [
      ['full', 28] as const,
      ...fleet.map((id) => [id, fleetMean(id)] as const),
    ]) {
      let loads = 0;
      for (const [, b] of seededBuckets(history, id)) loads += (b.v ?? 0) + (b.b ?? 0);
      expect(loads, id).toBeLessThanOrEqual(seededTaps(mean));
    }
  });
});

describe('networkOf: the part of an address a visitor hash may use', () => {
  test('IPv4 to its /24, IPv6 to its /48, mapped IPv4 as IPv4', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0');
    expect(networkOf('::ffff:203.0.113.77')).toBe('203.0.113.0');
    expect(networkOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::');
    expect(networkOf('2001:0db8:abcd:0012:0000:0000:0000:0001')).toBe('2001:db8:abcd::');
    expect(networkOf('[2001:db8::1]')).toBe('2001:db8:0::');
    expect(networkOf('::1')).toBe('0:0:0::');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0::');
    expect(networkOf('local')).toBe('local');
  });
});
