// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { fetchClient } from '@/api/client';
import type { components } from '@/api/generated/schema.gen';
import { backend } from '@mocks/node';
import { seedIds } from '@mocks/store';

const browser =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';
const crawler = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const card: string = seedIds.minimalCard;

type Event = components['schemas']['CardEventRequest'];

const send = (body: Event, userAgent = browser, profileId = card) =>
  fetchClient.POST('/api/profile/{profileId}/events', {
    params: { path: { profileId } },
    body,
    headers: { 'User-Agent': userAgent, 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty' },
  });

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
  test('three views from one browser within minutes are three views and one visitor', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await send({ type: 'view', source: 'qr' })).response.status).toBe(202);
    }
    await send({ type: 'view', source: 'direct' }, `${browser} other`);
    await login('owner@example.com', 'Owner@123');
    const totals = (await insights()).data?.data.insights.totals;
    expect(totals).toMatchObject({ views: 4, visitors: 2, bots: 0 });
    expect(totals?.sources).toEqual({ qr: 3, direct: 1 });
  });

  test('a crawler or a navigation is counted out as a bot', async () => {
    await send({ type: 'view', source: 'nfc' }, crawler);
    await fetchClient.POST('/api/profile/{profileId}/events', {
      params: { path: { profileId: card } },
      body: { type: 'view', source: 'nfc' },
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
    expect((await send({ type: 'view', source: 'qr' }, browser, 'nope')).response.status).toBe(404);
    const inactive = await send({ type: 'view', source: 'qr' }, browser, seedIds.inactiveCard);
    expect(inactive.response.status).toBe(403);
  });

  test('more than 120 events a minute from one client wait for Retry-After', async () => {
    for (let i = 0; i < 120; i += 1) await send({ type: 'view', source: 'qr' });
    // Plain fetch: the app's client keeps the body, not the headers, of a failure.
    const over = await fetch(`http://localhost/api/profile/${card}/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': browser },
      body: JSON.stringify({ type: 'view', source: 'qr' }),
    });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  test('keeps no address and no raw User-Agent, only short-lived hashes', async () => {
    await send({ type: 'view', source: 'qr' });
    const saved = JSON.stringify(backend.store.state.insights);
    expect(saved).not.toContain('Android');
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
    expect((await send({ type: 'view', source: 'qr' })).response.status).toBe(404);
    await login('owner@example.com', 'Owner@123');
    expect((await insights()).response.status).toBe(404);
    const list = await fetchClient.GET('/api/profile');
    expect(list.data?.data.profiles.some((p) => 'views30Days' in p)).toBe(false);
  });
});
