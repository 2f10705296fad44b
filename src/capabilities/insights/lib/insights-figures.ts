import type { Schemas } from '@/api/client';
import { cardActionValues } from '@/api/generated/lists/card-action-values.gen';
import { cardSourceValues } from '@/api/generated/lists/card-source-values.gen';
import { formatCount } from '@/lib/format-count';

type Counts = Schemas['InsightsCounts'];
type CardAction = Schemas['CardAction'];
type CardSource = Schemas['CardSource'];

/** The sources' names for people (the Insights page, its CSV). */
const sourceLabels: Record<CardSource, string> = {
  nfc: 'NFC tap',
  qr: 'Printed QR',
  share: 'Shared link',
  email: 'E-mail signature',
  wallpaper: 'Wallpaper',
  direct: 'Direct',
};

/**
 * What a source counts, beside its name: NFC taps here are this period's, unlike the card
 * list's Taps (every opening, from any source, since the card was made).
 */
const sourceHints: Partial<Record<CardSource, string>> = {
  nfc: 'Views from a tap of the card on a phone, in this period. The card list’s Taps count every opening, from any source, since the card was made.',
};

/** The actions' names: the card's own button labels (spec §2). */
const actionLabels: Record<CardAction, string> = {
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  email: 'Email',
  website: 'Website',
  instagram: 'Instagram',
  youtube: 'Youtube',
  facebook: 'Facebook',
  x: 'X',
  justdial: 'Justdial',
  linkedin: 'Linkedin',
  maps: 'Google Maps',
  address: 'Address',
  document: 'Documents',
  upi: 'UPI',
  review: 'Review',
};

/** The change of a figure against the previous period, for people and for colour. */
export type Change = { text: string; trend: 'up' | 'down' | 'flat' };

/**
 * `current` against `previous`: "+25%", "−10%" (whole per cent), "No change", or "New" when
 * there was nothing before.
 */
export function changeOf(current: number, previous: number): Change {
  if (current === previous) return { text: 'No change', trend: 'flat' };
  if (previous === 0) return { text: 'New', trend: 'up' };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { text: current > previous ? '+<1%' : '−<1%', trend: 'flat' };
  return percent > 0
    ? { text: `+${formatCount(percent)}%`, trend: 'up' }
    : { text: `−${formatCount(-percent)}%`, trend: 'down' };
}

/** Saves per view as a percentage with one decimal ("12.5%"), "–" without views. */
export function savesPerView(counts: Pick<Counts, 'saves' | 'views'>): string {
  if (counts.views === 0) return '–';
  return `${((counts.saves / counts.views) * 100).toFixed(1)}%`;
}

/** One row of a ranking: a source or an action, its name and its count. */
export type Ranked = { key: string; label: string; count: number; hint?: string };

/** The non-zero entries of a count map, most first (ties in the contract's order). */
function ranked<K extends string>(
  map: Partial<Record<K, number>>,
  keys: readonly K[],
  labels: Record<K, string>,
): Ranked[] {
  return keys
    .map((key) => ({ key, label: labels[key], count: map[key] ?? 0 }))
    .filter((r) => r.count > 0)
    .sort((a, b) => b.count - a.count);
}

/** Views by source, most first. */
export const rankedSources = (counts: Counts): Ranked[] =>
  ranked(counts.sources, cardSourceValues, sourceLabels).map((row) => {
    const hint = sourceHints[row.key as CardSource];
    return hint ? { ...row, hint } : row;
  });

/** Actions, most first. */
export const rankedActions = (counts: Counts) =>
  ranked(counts.actions, cardActionValues, actionLabels);

/**
 * The rows of the Insights CSV (for `toCsv`, RFC 4180): Date, Views, Unique visitors, Saves,
 * Exchanges, then one column per action and one per source, one row per day, oldest first.
 */
export function insightsCsvRows(insights: Schemas['CardInsights']): string[][] {
  const header = [
    'Date',
    'Views',
    'Unique visitors',
    'Saves',
    'Exchanges',
    ...cardActionValues.map((a) => actionLabels[a]),
    ...cardSourceValues.map((s) => sourceLabels[s]),
  ];
  const rows = insights.series.map(({ date, counts: c }) => [
    date,
    ...[c.views, c.visitors, c.saves, c.exchanges].map(String),
    ...cardActionValues.map((a) => String(c.actions[a] ?? 0)),
    ...cardSourceValues.map((s) => String(c.sources[s] ?? 0)),
  ]);
  return [header, ...rows];
}

/** "26 Nov 2026" for a `YYYY-MM-DD` day (read as a calendar date, no zone shift). */
export function formatDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
