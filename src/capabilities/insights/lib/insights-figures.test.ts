import { setupI18n } from '@lingui/core';
import { describe, expect, test } from 'vitest';
import { toCsv } from '@/lib/csv';
import { formatCount } from '@/lib/format-count';
import {
  changeOf,
  insightsCsvRows,
  rankedActions,
  rankedSources,
  savesPerView,
} from './insights-figures';
import type { Schemas } from '@/api/client';
import { emptyCounts } from '@mocks/insights';

const counts = (over: Partial<Schemas['InsightsCounts']> = {}): Schemas['InsightsCounts'] => ({
  ...emptyCounts(),
  ...over,
});

describe('figures', () => {
  test('counts are exact with thousands separators, never abbreviated', () => {
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
  });

  test('the change against the previous period', () => {
    expect(changeOf(150, 100)).toEqual({ text: '+50%', trend: 'up' });
    expect(changeOf(75, 100)).toEqual({ text: '−25%', trend: 'down' });
    expect(changeOf(3, 0)).toEqual({ text: 'New', trend: 'up' });
    expect(changeOf(0, 0)).toEqual({ text: 'No change', trend: 'flat' });
    expect(changeOf(1001, 1000)).toEqual({ text: '+<1%', trend: 'flat' });
  });

  test('saves per view, and none without views', () => {
    expect(savesPerView({ saves: 1, views: 8 })).toBe('12.5%');
    expect(savesPerView({ saves: 0, views: 0 })).toBe('–');
  });

  test('percentages are written in the language’s digits, through Intl', () => {
    // Marathi writes numbers in Devanagari digits by default: one more catalogue, no code.
    expect(savesPerView({ saves: 1, views: 8 }, 'mr')).toBe('१२.५%');
    const marathi = setupI18n({ locale: 'mr', messages: { mr: {} } });
    expect(changeOf(150, 100, marathi).text).toBe('+५०%');
    expect(changeOf(999, 1000, marathi).text).toBe('−<१%');
  });

  test('sources and actions are ranked most first with readable names, zeros left out', () => {
    const c = counts({ sources: { qr: 1, nfc: 5, direct: 0 }, actions: { phone: 2, upi: 7 } });
    expect(rankedSources(c).map((r) => [r.label, r.count])).toEqual([
      ['NFC tap', 5],
      ['Printed QR', 1],
    ]);
    expect(rankedActions(c).map((r) => r.label)).toEqual(['UPI', 'Phone']);
  });
});

describe('CSV', () => {
  test('has the columns in order and one row per day, through the RFC 4180 writer', () => {
    const insights: Schemas['CardInsights'] = {
      name: 'Owen Owner',
      days: 7,
      tz: 'UTC',
      from: '2026-11-20',
      to: '2026-11-26',
      series: [
        {
          date: '2026-11-20',
          counts: counts({
            views: 3,
            visitors: 1,
            saves: 1,
            actions: { phone: 1 },
            sources: { qr: 1, direct: 2 },
          }),
        },
        { date: '2026-11-21', counts: counts() },
      ],
      totals: counts(),
      previous: counts(),
    };
    const rows = insightsCsvRows(insights);
    expect(rows[0]?.slice(0, 6)).toEqual([
      'Date',
      'Views',
      'Unique visitors',
      'Saves',
      'Exchanges',
      'Phone',
    ]);
    expect(rows[0]?.slice(-6)).toEqual([
      'NFC tap',
      'Printed QR',
      'Shared link',
      'E-mail signature',
      'Wallpaper',
      'Direct',
    ]);
    expect(rows).toHaveLength(3);
    const csv = toCsv(rows).split('\r\n');
    expect(csv[1]).toBe(`2026-11-20,3,1,1,0,1,${'0,'.repeat(14)}0,1,0,0,0,2`);
  });
});
