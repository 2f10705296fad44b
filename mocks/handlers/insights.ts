import { isbot } from 'isbot';
import type { components } from '@/api/generated/schema.gen';
import { messages } from '@/lib/validation/messages';
import { isNotScriptFetch } from '../fetch-metadata';
import {
  aggregate,
  bucketMs,
  canonicalZone,
  cardBuckets,
  networkOf,
  purgeInsights,
  type Bucket,
  type InsightsDays,
} from '../insights';
import { randomToken, sha256 } from '../store';
import { clientOf, throttleRules, throttles } from '../throttle';
import { createGuard } from './auth';
import { err, http, readBody, tooMany, type MockContext } from './context';

type CardEventRequest = components['schemas']['CardEventRequest'];

/**
 * The User-Agent of a request; in the in-browser mock (where the service worker's copy of the
 * request has none) the browser's own.
 */
function userAgentOf(request: Request): string {
  const header = request.headers.get('user-agent');
  if (header !== null) return header;
  return typeof document === 'undefined' ? '' : navigator.userAgent;
}

/**
 * Contract "Insights", bots: a User-Agent on the bot list (isbot), none at all, or Fetch
 * Metadata that no card page's `fetch` sends (`isNotScriptFetch`: a navigation, an image, a
 * no-cors request).
 */
function isBotRequest(request: Request): boolean {
  const agent = userAgentOf(request);
  return agent.trim() === '' || isbot(agent) || isNotScriptFetch(request);
}

/** How often the backend drops expired visitor hashes and view tokens without a request. */
const purgeEveryMs = 60 * 1000;

/** Handlers of the contract's `insights` tag (capability `insights`) over the store. */
export function insightsHandlers(ctx: MockContext) {
  const { store } = ctx;
  const guard = createGuard(ctx);
  const limiter = throttles(store);

  /**
   * The day's salt of the visitor hashes (contract "Insights"): in memory (and, in the
   * in-browser mock, the tab's sessionStorage: `ctx.saltPersistence`), never in the store
   * beside the hashes, so a copy of the store (localStorage, a dump) cannot be tried against
   * every network. A new one each UTC day.
   */
  let salt = { day: '', value: '' };
  try {
    const kept = JSON.parse(ctx.saltPersistence?.load() ?? 'null') as typeof salt | null;
    if (typeof kept?.day === 'string' && typeof kept.value === 'string') salt = kept;
  } catch {
    // An unreadable salt is a new day's.
  }

  /** Drops expired hashes and tokens; saves the store when it dropped any. */
  const purge = () => {
    const { recent, tokens } = store.state.insights;
    const before = Object.keys(recent).length + Object.keys(tokens).length;
    purgeInsights(store.state.insights, Date.now());
    if (Object.keys(recent).length + Object.keys(tokens).length !== before) store.commit();
  };
  // Nothing outlives its 30 minutes while the backend runs, even with no further event.
  const timer = setInterval(purge, purgeEveryMs) as { unref?: () => void };
  timer.unref?.();

  /** The visitor hash of contract "Insights": card, daily salt and the client's network. */
  async function visitorHash(cardId: string, request: Request, now: number) {
    const today = new Date(now).toISOString().slice(0, 10);
    if (salt.day !== today) {
      salt = { day: today, value: randomToken() };
      ctx.saltPersistence?.save(JSON.stringify(salt));
    }
    return sha256(`${cardId}|${salt.value}|${networkOf(clientOf(request))}`);
  }

  /** Folds one event into the card's bucket of this quarter hour. */
  function count(cardId: string, now: number, add: (bucket: Bucket) => void) {
    const buckets = (store.state.insights.buckets[cardId] ??= {});
    const start = String(Math.floor(now / bucketMs) * bucketMs);
    add((buckets[start] ??= {}));
  }

  return [
    http.post('/api/profile/{profileId}/events', async ({ params, request, response }) => {
      const profile = guard.requireActiveCard(params.profileId);
      if (profile instanceof Response) return profile;
      // The gate checked the body against the closed schema; the one rule it cannot say:
      const event = (await readBody(request)) as CardEventRequest;
      if ((event.type === 'action') !== (event.action !== undefined)) {
        const message =
          event.type === 'action' ? 'This field is required.' : 'This field is not allowed.';
        return response(400).json(err(messages.invalidInput, { action: message }));
      }
      const keys = { client: clientOf(request) };
      const wait = limiter.take('recordCardEvent', throttleRules.recordCardEvent, keys);
      if (wait > 0) return tooMany(wait);
      const recorded = () => response(202).json({ success: true, message: 'Recorded.' });
      const now = Date.now();
      const id = profile._id;
      const state = store.state.insights;
      purgeInsights(state, now);
      // Contract "Insights", view tokens: only an event of a card load counts; any other gets
      // the same 202 and counts nowhere. One view per token.
      const issued = event.viewToken === undefined ? undefined : state.tokens[event.viewToken];
      if (issued?.card !== id || (event.type === 'view' && issued.source !== undefined)) {
        store.commit();
        return recorded();
      }
      if (event.type === 'view') issued.source = event.source;
      if (isBotRequest(request)) {
        count(id, now, (b) => (b.b = (b.b ?? 0) + 1));
      } else if (event.type === 'view') {
        const hash = await visitorHash(id, request, now);
        const repeat = state.recent[hash] !== undefined;
        state.recent[hash] = now;
        count(id, now, (b) => {
          b.v = (b.v ?? 0) + 1;
          if (!repeat) b.u = (b.u ?? 0) + 1;
          b.src = { ...b.src, [event.source]: (b.src?.[event.source] ?? 0) + 1 };
        });
      } else {
        count(id, now, (b) => {
          if (event.type === 'save') b.s = (b.s ?? 0) + 1;
          if (event.type === 'exchange') b.x = (b.x ?? 0) + 1;
          if (event.type === 'share') b.h = (b.h ?? 0) + 1;
          if (event.action) b.a = { ...b.a, [event.action]: (b.a?.[event.action] ?? 0) + 1 };
        });
      }
      store.commit();
      return recorded();
    }),

    http.get('/api/profile/{profileId}/insights', async ({ params, query, cookies, response }) => {
      const auth = await guard.requireEditable(cookies, params.profileId);
      if (auth instanceof Response) return auth;
      purge();
      // The gate checked `days` (one of the contract's periods) and the form of `tz` (its
      // pattern and length); whether `tz` names a zone the IANA database has, the contract
      // cannot say, so that check is here. The answer names the zone as the database does.
      const days = query.get('days') ?? '30';
      const tz = canonicalZone(query.get('tz') ?? 'UTC');
      if (tz === undefined) {
        return response(400).json(err(messages.invalidInput, { tz: 'Unknown time zone.' }));
      }
      const insights = {
        name: auth.profile.general.name,
        ...aggregate(cardBuckets(store.state.insights, auth.profile._id), {
          days: Number(days) as InsightsDays,
          tz,
          now: Date.now(),
        }),
      };
      return response(200).json({
        success: true,
        message: 'Insights fetched.',
        data: { insights },
      });
    }),
  ];
}
