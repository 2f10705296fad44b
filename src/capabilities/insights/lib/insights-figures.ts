import type { I18n, MessageDescriptor } from '@lingui/core';
import { i18n as activeI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate } from '@/lib/format-date';
import type { Schemas } from '@/api/client';
import { cardActionValues } from '@/api/generated/lists/card-action-values.gen';
import { cardSourceValues } from '@/api/generated/lists/card-source-values.gen';
import { intlLocale } from '@/lib/intl-locale';

type Counts = Schemas['InsightsCounts'];
type CardAction = Schemas['CardAction'];
type CardSource = Schemas['CardSource'];

/** The sources' names for people (the Insights page, its CSV). */
const sourceLabels: Record<CardSource, MessageDescriptor> = {
  nfc: msg`NFC tap`,
  qr: msg`Printed QR`,
  share: msg`Shared link`,
  email: msg`E-mail signature`,
  wallpaper: msg`Wallpaper`,
  direct: msg`Direct`,
};

/**
 * What a source counts, beside its name: NFC taps here are this period's, unlike the card
 * list's Taps (every opening, from any source, since the card was made).
 */
const sourceHints: Partial<Record<CardSource, MessageDescriptor>> = {
  nfc: msg`Views from a tap of the card on a phone, in this period. The card list’s Taps count every opening, from any source, since the card was made.`,
};

/** The actions' names: the card's own button labels (spec §2). */
const actionLabels: Record<CardAction, MessageDescriptor | string> = {
  phone: msg`Phone`,
  whatsapp: 'WhatsApp',
  email: msg`Email`,
  website: msg`Website`,
  instagram: 'Instagram',
  youtube: 'Youtube',
  facebook: 'Facebook',
  x: 'X',
  justdial: 'Justdial',
  linkedin: 'Linkedin',
  maps: 'Google Maps',
  address: msg`Address`,
  document: msg`Documents`,
  upi: 'UPI',
  review: msg`Review`,
};

/** A label in the person's language (a brand's name stays as it is). */
const say = (i18n: I18n, label: MessageDescriptor | string) =>
  typeof label === 'string' ? label : i18n._(label);

/** The change of a figure against the previous period, for people and for colour. */
export type Change = { text: string; trend: 'up' | 'down' | 'flat' };

/** A share (0.125) as a percentage in `language`'s digits and sign placement ("12.5%"). */
const formatPercent = (share: number, language: string, fractionDigits: number) =>
  new Intl.NumberFormat(intlLocale(language), {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(share);

/**
 * `current` against `previous`: "+25%", "−10%" (whole per cent, through `Intl` in `i18n`'s
 * language; the sign a true minus, U+2212), "No change", or "New" when there was nothing
 * before, in `i18n`'s language (default: Lingui's active one).
 */
export function changeOf(current: number, previous: number, i18n: I18n = activeI18n): Change {
  if (current === previous) return { text: i18n._(msg`No change`), trend: 'flat' };
  if (previous === 0) return { text: i18n._(msg`New`), trend: 'up' };
  const change = (current - previous) / previous;
  const sign = current > previous ? '+' : '−';
  const percent = (share: number) => formatPercent(share, i18n.locale, 0);
  if (Math.round(Math.abs(change) * 100) === 0)
    return { text: `${sign}<${percent(0.01)}`, trend: 'flat' };
  return { text: `${sign}${percent(Math.abs(change))}`, trend: change > 0 ? 'up' : 'down' };
}

/**
 * Saves per view as a percentage with one decimal ("12.5%", through `Intl` in `language`),
 * "–" without views.
 */
export function savesPerView(
  counts: Pick<Counts, 'saves' | 'views'>,
  language: string = activeI18n.locale,
): string {
  if (counts.views === 0) return '–';
  return formatPercent(counts.saves / counts.views, language, 1);
}

/** One row of a ranking: a source or an action, its name and its count. */
export type Ranked = { key: string; label: string; count: number; hint?: string };

/** The non-zero entries of a count map, most first (ties in the contract's order). */
function ranked<K extends string>(
  map: Partial<Record<K, number>>,
  keys: readonly K[],
  labels: Record<K, MessageDescriptor | string>,
  i18n: I18n,
): Ranked[] {
  return keys
    .map((key) => ({ key, label: say(i18n, labels[key]), count: map[key] ?? 0 }))
    .filter((r) => r.count > 0)
    .sort((a, b) => b.count - a.count);
}

/** Views by source, most first, named in `i18n`'s language (default: Lingui's active one). */
export const rankedSources = (counts: Counts, i18n: I18n = activeI18n): Ranked[] =>
  ranked(counts.sources, cardSourceValues, sourceLabels, i18n).map((row) => {
    const hint = sourceHints[row.key as CardSource];
    return hint ? { ...row, hint: i18n._(hint) } : row;
  });

/** Actions, most first, named in `i18n`'s language (default: Lingui's active one). */
export const rankedActions = (counts: Counts, i18n: I18n = activeI18n) =>
  ranked(counts.actions, cardActionValues, actionLabels, i18n);

/**
 * The rows of the Insights CSV (for `toCsv`, RFC 4180): Date, Views, Unique visitors, Saves,
 * Exchanges, then one column per action and one per source, one row per day, oldest first;
 * the headings in `i18n`'s language (default: Lingui's active one).
 */
export function insightsCsvRows(
  insights: Schemas['CardInsights'],
  i18n: I18n = activeI18n,
): string[][] {
  const header = [
    i18n._(msg`Date`),
    i18n._(msg`Views`),
    i18n._(msg`Unique visitors`),
    i18n._(msg`Saves`),
    i18n._(msg`Exchanges`),
    ...cardActionValues.map((a) => say(i18n, actionLabels[a])),
    ...cardSourceValues.map((s) => say(i18n, sourceLabels[s])),
  ];
  const rows = insights.series.map(({ date, counts: c }) => [
    date,
    ...[c.views, c.visitors, c.saves, c.exchanges].map(String),
    ...cardActionValues.map((a) => String(c.actions[a] ?? 0)),
    ...cardSourceValues.map((s) => String(c.sources[s] ?? 0)),
  ]);
  return [header, ...rows];
}

/**
 * A `YYYY-MM-DD` day in the reader's `language` ("26 Nov 2026" in en-IN, "26 नव॰ 2026" in
 * Hindi; {@link formatDate}), read as a calendar date (no zone shift); `year: false` leaves the
 * year out.
 */
export function formatDay(date: string, language = 'en', year = true): string {
  return formatDate(`${date}T00:00:00Z`, { language, timeZone: 'UTC', year });
}
