// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fetchClient } from '@/api/client';
import type { components } from '@/api/generated/schema.gen';
import { backend } from '@mocks/node';
import { seedIds } from '@mocks/store';
import { cachedZoneCount, repeatViewMs, viewTokenMs } from '@mocks/insights';
import { clientAddressHeader } from '@mocks/throttle';

afterEach(() => vi.useRealTimers());

const browser =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';
const crawler = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const card: string = seedIds.minimalCard;

type Event = components['schemas']['CardEventRequest'];

/** Loads the card as its page does (a counted tap); the view token its answer carried. */
const load = async (profileId = card) => {
  const { data } = await fetchClient.GET('/api/profile/{profileId}', {
    params: { path: { profileId } },
  });
  return data?.data.viewToken;
};

/**
 * Reports an event as a card page does: by default after a fresh load of the card, with that
 * load's token; `token: null` sends none. `address` is the client's (the HTTP mock's header).
 */
const send = async (
  body: Event,
  {
    userAgent = browser,
    profileId = card,
    token,
    address,
  }: { userAgent?: string; profileId?: string; token?: string | null; address?: string } = {},
) => {
  const viewToken = token === null ? undefined : (token ?? (await load(profileId)));
  return fetchClient.POST('/api/profile/{profileId}/events', {
    params: { path: { profileId } },
    body: viewToken ? { ...body, viewToken } : body,
    headers: {
      'User-Agent': userAgent,
      'Sec-Fetch-Mode': 'cors',
      'Sec-Fetch-Dest': 'empty',
      ...(address ? { [clientAddressHeader]: address } : {}),
    },
  });
};

const taps = (id = card) => backend.store.profileById(id)?.meta.taps ?? 0;

const login = async (email: string, password: string) => {
  const { error } = await fetchClient.POST('/api/user/login', { body: { email, password } });
  if (error) throw new Error(error.message);
};

const insights = (
  query: { days?: '7' | '30' | '90'; tz?: string } = { days: '7' },
  profileId = card,
) =>
  fetchClient.GET('/api/profile/{profileId}/insights', {
    params: { path: { profileId }, query },
  });

describe('recordCardEvent', () => {
  test('views from one network within 30 minutes are one visitor, whatever the User-Agent', async () => {
    await send({ type: 'view', source: 'qr' }, { address: '203.0.113.5' });
    await send({ type: 'view', source: 'qr' }, { address: '203.0.113.5' });
    await send(
      { type: 'view', source: 'qr' },
      { address: '203.0.113.200', userAgent: `${browser} other` },
    );
    await send({ type: 'view', source: 'direct' }, { address: '198.51.100.7' });
    await send({ type: 'view', source: 'direct' }, { address: '2001:db8:1:2::5' });
    await send({ type: 'view', source: 'direct' }, { address: '2001:db8:1:ffff::9' });
    await login('owner@example.com', 'Owner@123');
    const totals = (await insights()).data?.data.insights.totals;
    expect(totals).toMatchObject({ views: 6, visitors: 3, bots: 0 });
    expect(totals?.sources).toEqual({ qr: 3, direct: 3 });
  });

  test('a view counts only with a token of a card load, once: views stay at most taps', async () => {
    const tapsBefore = taps();
    const token = await load();
    // 100 scripted views each way, from three clients (each within the event throttle).
    for (let i = 0; i < 100; i += 1) {
      const reused = await send({ type: 'view', source: 'nfc' }, { token, address: '192.0.2.1' });
      expect(reused.response.status).toBe(202);
      await send({ type: 'view', source: 'nfc' }, { token: null, address: '192.0.2.2' });
      await send(
        { type: 'view', source: 'nfc' },
        { token: 'made-up-token-00000', address: '192.0.2.3' },
      );
    }
    // Another card's token counts nothing here either.
    await send({ type: 'view', source: 'nfc' }, { token: await load(seedIds.lightCard) });
    await login('owner@example.com', 'Owner@123');
    const totals = (await insights()).data?.data.insights.totals;
    expect(totals?.views).toBe(1);
    expect(totals?.sources).toEqual({ nfc: 1 });
    expect(taps() - tapsBefore).toBe(1);
  });

  test("a token is good for 30 minutes; the owner's own visit (count=false) gets none", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const token = await load();
    vi.setSystemTime(Date.now() + viewTokenMs);
    await send({ type: 'view', source: 'qr' }, { token });
    const own = await fetchClient.GET('/api/profile/{profileId}', {
      params: { path: { profileId: card }, query: { count: 'false' } },
    });
    expect(own.data?.data).not.toHaveProperty('viewToken');
    await login('owner@example.com', 'Owner@123');
    expect((await insights()).data?.data.insights.totals.views).toBe(0);
  });

  test('a visitor hash is gone 30 minutes after the last view, with no further view', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await send({ type: 'view', source: 'qr' }, { address: '203.0.113.5' });
    expect(Object.keys(backend.store.state.insights.recent)).toHaveLength(1);
    vi.setSystemTime(Date.now() + repeatViewMs);
    // Any insights call purges: here the owner reading another card's insights.
    await login('owner@example.com', 'Owner@123');
    await insights({ days: '7' }, seedIds.fullCard);
    expect(backend.store.state.insights.recent).toEqual({});
  });

  test('a crawler or a navigation is counted out as a bot', async () => {
    await send({ type: 'view', source: 'nfc' }, { userAgent: crawler });
    await fetchClient.POST('/api/profile/{profileId}/events', {
      params: { path: { profileId: card } },
      body: { type: 'view', source: 'nfc', viewToken: await load() },
      headers: { 'User-Agent': browser, 'Sec-Fetch-Mode': 'navigate' },
    });
    await login('owner@example.com', 'Owner@123');
    expect((await insights()).data?.data.insights.totals).toMatchObject({ views: 0, bots: 2 });
  });

  test('saves, shares and actions add to their own counts', async () => {
    await send({ type: 'save', source: 'qr' });
    await send({ type: 'share', source: 'qr' });
    await send({ type: 'action', action: 'phone', source: 'qr' });
    await send({ type: 'action', action: 'phone', source: 'qr' });
    await login('owner@example.com', 'Owner@123');
    const totals = (await insights()).data?.data.insights.totals;
    expect(totals).toMatchObject({ saves: 1, shares: 1, views: 0, actions: { phone: 2 } });
  });

  test('an action needs its kind, other events refuse one, unknown fields are refused', async () => {
    const missing = await send({ type: 'action', source: 'qr' });
    expect(missing.response.status).toBe(400);
    expect(missing.error?.errors).toEqual({ action: 'This field is required.' });
    const extra = await send({ type: 'view', action: 'phone', source: 'qr' });
    expect(extra.error?.errors).toEqual({ action: 'This field is not allowed.' });
    const unknown = await send({ type: 'view', source: 'qr', ip: '1.2.3.4' } as Event);
    expect(unknown.error?.errors).toEqual({ ip: 'This field is not allowed.' });
    const badSource = await send({ type: 'view', source: 'fax' } as unknown as Event);
    expect(badSource.response.status).toBe(400);
  });

  test('unknown and inactive cards are refused', async () => {
    expect(
      (await send({ type: 'view', source: 'qr' }, { profileId: 'nope' })).response.status,
    ).toBe(404);
    const inactive = await send(
      { type: 'view', source: 'qr' },
      { profileId: seedIds.inactiveCard, token: null },
    );
    expect(inactive.response.status).toBe(403);
  });

  test('more than 120 events a minute from one client wait for Retry-After', async () => {
    for (let i = 0; i < 120; i += 1) await send({ type: 'view', source: 'qr' }, { token: null });
    // Plain fetch: the app's client keeps the body, not the headers, of a failure.
    const over = await fetch(`http://localhost/api/profile/${card}/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': browser },
      body: JSON.stringify({ type: 'view', source: 'qr' }),
    });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  test('keeps no address, no raw User-Agent and no salt, only short-lived hashes', async () => {
    await send({ type: 'view', source: 'qr' }, { address: '203.0.113.5' });
    const saved = JSON.stringify(backend.store.state.insights);
    expect(saved).not.toContain('Android');
    expect(saved).not.toContain('203.0.113');
    // The daily salt is kept apart from the hashes: nowhere in the store.
    expect(JSON.stringify(backend.store.state)).not.toMatch(/salt/i);
    expect(
      Object.keys(backend.store.state.insights.recent).every((k) => /^[0-9a-f]{64}$/.test(k)),
    ).toBe(true);
  });
});

describe('getCardInsights', () => {
  test('is for the owner and admins only', async () => {
    expect((await insights()).response.status).toBe(401);
    await login('admin@example.com', 'Admin@123');
    const answer = await insights();
    expect(answer.response.status).toBe(200);
    // The card's own name, so the page says which card it is.
    expect(answer.data?.data.insights.name).toBe(
      backend.store.state.profiles.find((p) => p._id === card)?.general.name,
    );
  });

  test('every spelling of a zone shares one cached formatter, and the answer names it as the database does', async () => {
    await login('owner@example.com', 'Owner@123');
    const iana = (await insights({ days: '7', tz: 'Asia/Kolkata' })).data?.data.insights.tz;
    const before = cachedZoneCount();
    for (let i = 0; i < 300; i += 1) {
      const spelling = [...'asia/kolkata']
        .map((c, at) => ((i >> (at % 9)) & 1 ? c.toUpperCase() : c))
        .join('');
      const answer = await insights({ days: '7', tz: spelling });
      expect(answer.data?.data.insights.tz).toBe(iana);
    }
    expect(cachedZoneCount()).toBe(before);
  });

  test('an unknown time zone or period answers 400 naming the field', async () => {
    await login('owner@example.com', 'Owner@123');
    const zone = await insights({ days: '7', tz: 'Mars/Olympus' });
    expect(zone.response.status).toBe(400);
    expect(zone.error?.errors).toEqual({ tz: 'Unknown time zone.' });
    const period = await insights({ days: '14' as '7' });
    expect(period.response.status).toBe(400);
  });

  test('the full card has 90 days of seeded history, and the list shows its 30-day views', async () => {
    await login('owner@example.com', 'Owner@123');
    const result = await insights({ days: '90', tz: 'Asia/Kolkata' }, seedIds.fullCard);
    const { series, totals } = result.data!.data.insights;
    expect(series).toHaveLength(90);
    expect(totals.views).toBeGreaterThan(500);
    expect(totals.bots).toBeGreaterThan(0);
    const list = await fetchClient.GET('/api/profile');
    const full = list.data?.data.profiles.find((p) => p._id === seedIds.fullCard);
    const minimal = list.data?.data.profiles.find((p) => p._id === seedIds.minimalCard);
    expect(full?.views30Days).toBeGreaterThan(0);
    expect(minimal?.views30Days).toBe(0);
  });
});

describe('a server without the capability', () => {
  test('answers 404 for both paths and sends no views30Days', async () => {
    backend.configure({ capabilities: [] });
    expect((await send({ type: 'view', source: 'qr' }, { token: null })).response.status).toBe(404);
    await login('owner@example.com', 'Owner@123');
    expect((await insights()).response.status).toBe(404);
    const list = await fetchClient.GET('/api/profile');
    expect(list.data?.data.profiles.some((p) => 'views30Days' in p)).toBe(false);
  });
});
