import type { components } from '@/api/generated/schema.gen';

type Schemas = components['schemas'];
export type InsightsCounts = Schemas['InsightsCounts'];
export type CardInsights = Schemas['CardInsights'];
export type CardAction = Schemas['CardAction'];
export type CardSource = Schemas['CardSource'];
export type InsightsDays = CardInsights['days'];

const minute = 60 * 1000;
const day = 24 * 60 * minute;

/**
 * Counts of one quarter hour of one card, as the store keeps them (short keys: the browser
 * mock's localStorage is small). `a`: actions, `src`: views by source; a missing key is 0.
 */
export type Bucket = {
  v?: number;
  u?: number;
  s?: number;
  x?: number;
  h?: number;
  b?: number;
  a?: Partial<Record<CardAction, number>>;
  src?: Partial<Record<CardSource, number>>;
};

/** The width of a stored bucket: every IANA zone's offset is a whole quarter hour. */
export const bucketMs = 15 * minute;

/** Contract "Insights": a visitor's views of a card within 30 minutes are one visitor. */
export const repeatViewMs = 30 * minute;

/**
 * The insights part of the mock's store. Events are folded into quarter-hour buckets as they
 * arrive (never kept one by one); visitor hashes live only for `repeatViewMs`; the seeded
 * history is computed from `history` on demand, so it costs no storage at any scale.
 */
export type InsightsState = {
  /** The day (UTC `YYYY-MM-DD`) of the current salt and the salt (random hex). */
  salt: { day: string; value: string } | null;
  /** SHA-256 hex of card id, salt, client address and User-Agent → time of the last view. */
  recent: Record<string, number>;
  /** Card id → bucket start (ms since epoch, as a string) → counts. */
  buckets: Record<string, Record<string, Bucket>>;
  /** Seeded history: ends at `seededAt`; `cards` maps a card id to its mean views a day. */
  history: { seededAt: number; cards: Record<string, number>; fleet: boolean };
};

/** Contract `InsightsCounts` of nothing. */
export function emptyCounts(): InsightsCounts {
  return {
    views: 0,
    visitors: 0,
    saves: 0,
    exchanges: 0,
    shares: 0,
    bots: 0,
    actions: {},
    sources: {},
  };
}

/** Adds a stored bucket to contract counts (in place). */
export function addBucket(into: InsightsCounts, b: Bucket) {
  into.views += b.v ?? 0;
  into.visitors += b.u ?? 0;
  into.saves += b.s ?? 0;
  into.exchanges += b.x ?? 0;
  into.shares += b.h ?? 0;
  into.bots += b.b ?? 0;
  for (const [k, n] of Object.entries(b.a ?? {}) as [CardAction, number][]) {
    into.actions[k] = (into.actions[k] ?? 0) + n;
  }
  for (const [k, n] of Object.entries(b.src ?? {}) as [CardSource, number][]) {
    into.sources[k] = (into.sources[k] ?? 0) + n;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Whether `tz` is an IANA time zone this runtime knows (contract `getCardInsights`). */
export function isTimeZone(tz: string): boolean {
  try {
    dateFormatter(tz);
    return true;
  } catch {
    return false;
  }
}

function dateFormatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    // en-CA writes dates as YYYY-MM-DD.
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** The calendar date (`YYYY-MM-DD`) of an instant (ms) in the zone `tz`. */
export function dateIn(tz: string, ms: number): string {
  return dateFormatter(tz).format(ms);
}

/** `YYYY-MM-DD` plus `n` calendar days (n may be negative). */
export function addDays(date: string, n: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + n * day;
  return new Date(t).toISOString().slice(0, 10);
}

/**
 * Contract `CardInsights` of one card, but its name, from its buckets (`[start ms, counts]`): the last `days`
 * days in `tz` up to `now` (today included), a zero-filled series oldest first, the totals, and
 * the totals of the `days` days before (`previous`). A bucket belongs to the local day of its
 * start, which is exact because buckets are a quarter hour wide.
 */
export function aggregate(
  buckets: Iterable<readonly [number, Bucket]>,
  { days, tz, now }: { days: InsightsDays; tz: string; now: number },
): Omit<CardInsights, 'name'> {
  const to = dateIn(tz, now);
  const from = addDays(to, -(days - 1));
  const previousFrom = addDays(from, -days);
  const byDate = new Map<string, InsightsCounts>();
  const series = Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    const counts = emptyCounts();
    byDate.set(date, counts);
    return { date, counts };
  });
  const totals = emptyCounts();
  const previous = emptyCounts();
  for (const [start, bucket] of buckets) {
    // Quick bounds in UTC (a zone is at most 14 hours away) before the exact local date.
    if (start < Date.parse(`${previousFrom}T00:00:00Z`) - day || start > now) continue;
    const date = dateIn(tz, start);
    const counts = byDate.get(date);
    if (counts) {
      addBucket(counts, bucket);
      addBucket(totals, bucket);
    } else if (date >= previousFrom && date < from) {
      addBucket(previous, bucket);
    }
  }
  return { days, tz, from, to, series, totals, previous };
}

/** Views of the buckets in the 30 × 24 hours up to `now` (contract `views30Days`). */
export function viewsSince(
  buckets: Iterable<readonly [number, Bucket]>,
  since: number,
  now: number,
) {
  let views = 0;
  for (const [start, bucket] of buckets) if (start >= since && start <= now) views += bucket.v ?? 0;
  return views;
}

/** A small seeded PRNG (mulberry32): the seeded history is the same on every machine. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a string, the seed of a card's day. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Monday busiest, weekends quiet: a business card's week. Index: `Date#getUTCDay()`. */
const weekRhythm = [0.35, 1.25, 1.15, 1.1, 1.05, 0.95, 0.45];

/** Shares of views by source in the seeded history (the rest is `direct`). */
const seededSources: [CardSource, number][] = [
  ['nfc', 0.42],
  ['qr', 0.24],
  ['share', 0.1],
  ['email', 0.08],
  ['wallpaper', 0.03],
];

/** Actions per view in the seeded history. */
const seededActions: [CardAction, number][] = [
  ['phone', 0.14],
  ['whatsapp', 0.18],
  ['email', 0.05],
  ['linkedin', 0.07],
  ['website', 0.09],
  ['instagram', 0.04],
  ['maps', 0.03],
  ['upi', 0.02],
  ['review', 0.02],
  ['document', 0.02],
];

/**
 * Seeded history: how many days before `seededAt` it reaches: 90 days to show and 90 before
 * them, so the longest period has a previous one to compare with.
 */
export const historyDays = 180;

/**
 * One seeded day of a card (`daysBack` days before the seed's day), from a PRNG seeded with
 * the card id and the day: the same counts on every machine and every call. With `viewsOnly`
 * only `v` is drawn (the card list's 30-day views of 10,000 cards).
 */
export function seededDay(id: string, mean: number, dayStart: number, viewsOnly = false): Bucket {
  const rand = prng(hashOf(`${id}:${dayStart}`));
  const rhythm = weekRhythm[new Date(dayStart).getUTCDay()] ?? 1;
  const v = Math.round(mean * rhythm * (0.7 + 0.6 * rand()));
  if (viewsOnly || v === 0) return { v };
  const share = (p: number) => Math.round(v * p * (0.6 + 0.8 * rand()));
  const src: Bucket['src'] = {};
  let left = v;
  for (const [source, p] of seededSources) {
    const n = Math.min(left, share(p));
    if (n > 0) src[source] = n;
    left -= n;
  }
  if (left > 0) src.direct = left;
  const a: Bucket['a'] = {};
  for (const [action, p] of seededActions) {
    const n = share(p);
    if (n > 0) a[action] = n;
  }
  return {
    v,
    u: Math.min(v, Math.round(v * (0.72 + 0.2 * rand()))),
    s: share(0.2),
    x: share(0.05),
    h: share(0.04),
    // Link-preview crawlers and scanners: about as many as people (issue: 50-80 % of hits).
    b: Math.round(v * (0.6 + 0.9 * rand())),
    src,
    a,
  };
}

/** Mean views a day of a fleet card (`fleet-10000`): most cards quiet, some busy, some idle. */
export function fleetMean(id: string): number {
  const h = hashOf(id) % 100;
  if (h < 20) return 0;
  if (h < 90) return 1 + (h % 5);
  return 20 + (h % 10);
}

/** The start of every card id of the `fleet-10000` scenario (mocks/scenarios.ts). */
export const fleetIdPrefix = '6650a1f0c0ffef';

/** Whether an id is a card of the `fleet-10000` scenario. */
export const isFleetCard = (id: string) => id.startsWith(fleetIdPrefix);

/**
 * The seeded buckets of a card: one per day for the `historyDays` days before the seed, at
 * 06:30 UTC (midday in India), or none for a card without history.
 */
export function* seededBuckets(
  history: InsightsState['history'],
  id: string,
  viewsOnly = false,
  sinceMs = 0,
): Generator<readonly [number, Bucket]> {
  const mean = history.cards[id] ?? (history.fleet && isFleetCard(id) ? fleetMean(id) : 0);
  if (mean === 0) return;
  const seedDay = Math.floor(history.seededAt / day) * day;
  for (let back = historyDays; back >= 1; back -= 1) {
    const dayStart = seedDay - back * day;
    const at = dayStart + 6.5 * 60 * minute;
    if (at < sinceMs) continue;
    yield [at, seededDay(id, mean, dayStart, viewsOnly)] as const;
  }
}

/** Mean views a day of the owner's full card in the seed. */
export const fullCardMeanViews = 28;

/**
 * The taps (contract `meta.taps`) of a seeded card with `mean` views a day: two per day of
 * history and mean view. A seeded day has at most 1.625 × `mean` views (`weekRhythm` and its
 * spread), so views never exceed taps (contract "Insights": every view is a tap), and about
 * as many link-preview fetches (`b`) come on top, as the history's bots say.
 */
export const seededTaps = (mean: number) => Math.round(mean * historyDays * 2);

/** The seed's insights: the history (`historyDays`) of the owner's full card. */
export function seedInsights(fullCardId: string, now: number): InsightsState {
  return {
    salt: null,
    recent: {},
    buckets: {},
    history: { seededAt: now, cards: { [fullCardId]: fullCardMeanViews }, fleet: false },
  };
}

/** Every bucket of a card: the seeded history, then what was recorded. */
export function* cardBuckets(
  state: InsightsState,
  id: string,
  options: { viewsOnly?: boolean; sinceMs?: number } = {},
): Generator<readonly [number, Bucket]> {
  yield* seededBuckets(state.history, id, options.viewsOnly, options.sinceMs);
  for (const [start, bucket] of Object.entries(state.buckets[id] ?? {})) {
    yield [Number(start), bucket] as const;
  }
}

/** Contract `ProfileSummary.views30Days`: views in the 30 × 24 hours up to `now`. */
export function views30Days(state: InsightsState, id: string, now: number): number {
  const since = now - 30 * day;
  return viewsSince(cardBuckets(state, id, { viewsOnly: true, sinceMs: since }), since, now);
}
