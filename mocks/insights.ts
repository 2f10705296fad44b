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

/** Contract "Insights": a view token is good for 30 minutes after the card load that got it. */
export const viewTokenMs = 30 * minute;

/**
 * At most this many view tokens are kept (the oldest go first): a flood of card loads cannot
 * grow the mock's memory past it within the tokens' 30 minutes.
 */
export const maxViewTokens = 20_000;

/** A view token the card answer handed out (contract `PublicProfileEnvelope.data.viewToken`). */
export type ViewToken = {
  /** The card it was issued for. */
  card: string;
  /** When (ms since epoch). */
  at: number;
  /** The source of the view it counted; absent until a view came with it. */
  source?: CardSource;
};

/**
 * The insights part of the mock's store. Events are folded into quarter-hour buckets as they
 * arrive (never kept one by one); visitor hashes live only for `repeatViewMs` and view tokens
 * for `viewTokenMs` (`purgeInsights` on every insights call and every minute); the daily salt
 * of the hashes is not here but in the handlers' memory, never stored beside them; the seeded
 * history is computed from `history` on demand, so it costs no storage at any scale.
 */
export type InsightsState = {
  /** SHA-256 hex of card id, daily salt and client network (`networkOf`) → time of the last view. */
  recent: Record<string, number>;
  /** View token → what it was issued for (at most `maxViewTokens`, oldest first). */
  tokens: Record<string, ViewToken>;
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

/**
 * Date formatters by canonical zone name (`canonicalZone`), so the cache holds at most one per
 * zone the IANA database has (about 600), however a client spells them.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter of `YYYY-MM-DD` (en-CA's date format) in `tz`. @throws RangeError for an unknown zone. */
const newDateFormatter = (tz: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });

/**
 * The IANA database's own name of the zone `tz` names (`asia/KOLKATA` → `Asia/Kolkata`), or
 * undefined when this runtime does not know it (contract `getCardInsights`: 400 `errors.tz`).
 * Only canonical names are cached: 5,000 spellings of one zone cost one formatter.
 */
export function canonicalZone(tz: string): string | undefined {
  const cached = formatters.get(tz);
  if (cached) return tz;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = newDateFormatter(tz);
  } catch {
    return undefined;
  }
  const name = formatter.resolvedOptions().timeZone;
  if (!formatters.has(name)) formatters.set(name, formatter);
  return name;
}

/** How many zone formatters are cached (at most one per canonical zone). */
export const cachedZoneCount = () => formatters.size;

/** The calendar date (`YYYY-MM-DD`) of an instant (ms) in the zone `tz` (a `canonicalZone`). */
export function dateIn(tz: string, ms: number): string {
  const zone = canonicalZone(tz);
  const formatter = zone === undefined ? undefined : formatters.get(zone);
  if (!formatter) throw new RangeError(`Unknown time zone: ${tz}`);
  return formatter.format(ms);
}

/**
 * The network part of a client address that a visitor hash may use (contract "Insights"):
 * an IPv4 address to its /24 (`203.0.113.0`), an IPv6 address to its /48 (`2001:db8:1::`),
 * an IPv4-mapped IPv6 address as IPv4. Anything else (the in-browser mock's one client) as it
 * is. So even with the salt, the hash names at most a network of 256 addresses (or a site).
 */
export function networkOf(address: string): string {
  const text = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(text);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0`;
  if (!text.includes(':') || !/^[0-9a-f:.]+$/i.test(text)) return text;
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [
          ...left,
          ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'),
          ...right,
        ];
  const prefix = groups.slice(0, 3).map((g) => (Number.parseInt(g, 16) || 0).toString(16));
  return `${prefix.join(':')}::`;
}

/**
 * Drops what contract "Insights" keeps for a limited time: visitor hashes 30 minutes after
 * their last view, view tokens 30 minutes after their card load. Called on every insights
 * request and every minute (mocks/handlers/insights.ts), so nothing outlives its time while
 * the backend runs.
 */
export function purgeInsights(state: InsightsState, now: number) {
  for (const [hash, at] of Object.entries(state.recent)) {
    if (now - at >= repeatViewMs) delete state.recent[hash];
  }
  for (const [token, issued] of Object.entries(state.tokens)) {
    if (now - issued.at >= viewTokenMs) delete state.tokens[token];
  }
}

/**
 * Hands out a view token for a counted load of `card` (contract `getPublicProfile` with the
 * `insights` capability): random, kept `viewTokenMs`, at most `maxViewTokens` (the oldest
 * dropped first).
 */
export function issueViewToken(state: InsightsState, card: string, now: number, token: string) {
  purgeInsights(state, now);
  const held = Object.keys(state.tokens);
  for (const old of held.slice(0, Math.max(0, held.length - maxViewTokens + 1))) {
    delete state.tokens[old];
  }
  state.tokens[token] = { card, at: now };
  return token;
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

/**
 * A small seeded PRNG (mulberry32): numbers in [0, 1), the same for a seed on every machine (the
 * seeded history, the contract fuzzer's cases).
 */
export function prng(seed: number) {
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
    // Link-preview crawlers and scanners: about as many as people (estimates put them at 50-80 %
    // of hits).
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
 * The taps (contract `meta.taps`) of a seeded card with `mean` views a day: five per day of
 * history and mean view. Every seeded view and bot event came from a counted card load
 * (contract "Insights", view tokens), and a seeded day has at most 1.625 × `mean` views
 * (`weekRhythm` and its spread, rounded) plus 1.5 times as many bot events, at most 5 × `mean`
 * in all, so `views + bots` never exceeds `taps`; the rest are loads that reported nothing
 * (crawlers that run no script, visitors who left at once).
 */
export const seededTaps = (mean: number) => Math.round(mean * historyDays * 5);

/** The seed's insights: the history (`historyDays`) of the owner's full card. */
export function seedInsights(fullCardId: string, now: number): InsightsState {
  return {
    recent: {},
    tokens: {},
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
