import { afterEach, describe, expect, test, vi } from 'vitest';
import { buildFullProfile } from '@mocks/factories';
import {
  checkResponse,
  driftReport,
  operationOf,
  UnreadableResponseError,
  validatorsOf,
  type Checked,
} from './boundary';
import type { Schemas } from './client';

type Envelope = Schemas['PublicProfileEnvelope'];

/** The public card envelope of a full card, with `change` applied to a copy of the card. */
function answer(change: (card: Record<string, unknown>) => void = () => undefined) {
  const { meta: _meta, ...card } = buildFullProfile({ _id: 'card-1' });
  const profile: Record<string, unknown> = structuredClone({ ...card, meta: {} });
  change(profile);
  return { success: true, message: 'Profile fetched.', data: { profile } };
}

const check = (body: unknown): Checked<Envelope> =>
  checkResponse<Envelope>('getPublicProfile', 200, body);

afterEach(() => driftReport.reset());

describe('the response boundary', () => {
  test('a conforming answer passes unchanged, with no violations', () => {
    const body = answer();
    const result = check(body);
    expect(result.body).toBe(body);
    expect(result.violations).toEqual([]);
  });

  test('a malformed field falls back to its default; only it changes, and the input is not mutated', () => {
    const body = answer((p) => {
      (p.socials as Record<string, unknown>).website = 42;
    });
    const result = check(body);
    expect(result.body.data.profile.socials.website).toBe('');
    expect(result.body.data.profile.socials.instagram).not.toBe('');
    expect(result.repaired).toEqual(['/data/profile/socials/website']);
    expect((body.data.profile.socials as Record<string, unknown>).website).toBe(42);
    expect(result.violations).toEqual([
      {
        operationId: 'getPublicProfile',
        path: '/data/profile/socials/website',
        expected: 'string',
        received: 'integer',
      },
    ]);
  });

  test('a missing or null section gets the contract default; null entries are dropped', () => {
    const result = check(
      answer((p) => {
        delete p.style;
        p.socials = null;
        (p.contact as Record<string, unknown[]>).phone!.unshift(null);
        p.documents = [null, { name: 'Brochure', content: 'https://example.com/b.pdf' }];
      }),
    );
    const card = result.body.data.profile;
    expect(card.style).toEqual({ theme: 'dark', accent: 'blue' });
    expect(Object.values(card.socials).every((v) => v === '')).toBe(true);
    expect(card.contact.phone.map((p) => p.name)).toEqual(['Mobile', 'Office']);
    expect(card.documents).toEqual([{ name: 'Brochure', content: 'https://example.com/b.pdf' }]);
  });

  test('an unknown enum value falls back to the default, an over-long list is cut to its limit', () => {
    const card = check(
      answer((p) => {
        p.style = { theme: 'sepia', accent: 'chartreuse' };
        const phone = (p.contact as Record<string, unknown[]>).phone!;
        phone.push(phone[0], phone[0]);
      }),
    ).body.data.profile;
    expect(card.style).toEqual({ theme: 'dark', accent: 'blue' });
    expect(card.contact.phone).toHaveLength(2);
  });

  test('a string over its maxLength keeps what fits, counted in code points', () => {
    const name = `${'😀'.repeat(3)}${'W'.repeat(400)}`;
    const result = check(
      answer((p) => {
        (p.general as Record<string, unknown>).name = name;
      }),
    );
    const kept = result.body.data.profile.general.name;
    expect(kept.startsWith('😀😀😀W')).toBe(true);
    expect(Array.from(kept)).toHaveLength(100); // General.name maxLength
    const sound = answer().data.profile.general as Schemas['General'];
    expect(result.body.data.profile.general.tagLine).toBe(sound.tagLine);
    expect(result.repaired).toEqual(['/data/profile/general/name']);
  });

  test.each([
    ['no data', { success: true, message: 'x', data: null }],
    ['no card', { success: true, message: 'x', data: { profile: null } }],
    ['no _id', answer((p) => delete p._id)],
    ['not an envelope', 'hello'],
  ])('an answer with %s cannot be repaired', (_, body) => {
    expect(() => check(body)).toThrow(UnreadableResponseError);
  });

  test('a user whose phone or flags cannot be read keeps the session; flags fall back to false', () => {
    const user = {
      _id: 'u1',
      name: 'Owen Owner',
      email: 'owner@example.com',
      phone: null,
      isVerified: 'yes',
      isAdmin: 1,
    };
    const { body } = checkResponse<Schemas['UserEnvelope']>('checkAuth', 200, {
      success: true,
      message: 'ok',
      data: { user },
    });
    expect(body.data.user).toEqual({
      ...user,
      phone: { code: 'IN', number: '' },
      isVerified: false,
      isAdmin: false,
    });
    expect(() =>
      checkResponse('checkAuth', 200, {
        success: true,
        message: 'ok',
        data: { user: { ...user, email: undefined } },
      }),
    ).toThrow(UnreadableResponseError);
  });

  test('an error body is checked against the Error schema', () => {
    expect(
      checkResponse('getPublicProfile', 404, { success: false, message: 'Profile not found.' })
        .violations,
    ).toEqual([]);
    expect(() => checkResponse('getPublicProfile', 404, { success: false, message: 7 })).toThrow(
      UnreadableResponseError,
    );
  });

  test("an optional capability's own answers load their validators once, on demand", async () => {
    const first = validatorsOf('getCardInsights');
    expect(validatorsOf('getCardInsights')).toBe(first);
    const validators = await first;
    expect(validators.operationId).toBe('getCardInsights');
    expect(validators.success?.validate({ success: true, message: 'ok', data: {} })).toBe(false);
    expect((await validatorsOf('checkAuth')).operationId).toBe('checkAuth');
  });

  test('maps a method and path template to the operation', () => {
    expect(operationOf('GET /api/profile/{profileId}')).toBe('getPublicProfile');
    expect(operationOf('PATCH /api/profile/{profileId}')).toBe('updateProfile');
    expect(operationOf('GET /nope')).toBeUndefined();
  });
});

describe('the drift report', () => {
  test('warns once per operation and JSON path with the expected and received type', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const enabled = driftReport.enabled;
    driftReport.enabled = true;
    const body = answer((p) => {
      p.meta = { redirectUrl: 42 };
      delete p.location;
    });
    check(body);
    check(body);
    driftReport.enabled = enabled;
    expect(warn.mock.calls.map((c) => c.join(' '))).toEqual([
      '[contract drift] getPublicProfile /data/profile/location: expected a value (required), received missing',
      '[contract drift] getPublicProfile /data/profile/meta/redirectUrl: expected string, received integer',
    ]);
  });

  test('stays quiet when switched off (the production default)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const enabled = driftReport.enabled;
    driftReport.enabled = false;
    check(answer((p) => (p.meta = { taps: 'many', redirectUrl: 1 })));
    check(answer((p) => (p.general = null)));
    driftReport.enabled = enabled;
    expect(warn).not.toHaveBeenCalled();
  });
});
