// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fetchClient } from '@/api/client';
import { backend } from '@mocks/node';
import { Store, defaultNotice, seedAccounts, seedIds } from './store';
import { mailboxKey } from './throttle';

/**
 * A throttled request persists its count with its one `store.commit()` (mocks/throttle.ts):
 * throttling adds no write of its own (the requests here have no session), and a request that is counted and
 * then refused still saves its count. Each commit's throttles are kept as `saved` here.
 */
let saved: string[] = [];
const watchCommits = () => {
  saved = [];
  vi.spyOn(backend.store, 'commit').mockImplementation(() => {
    saved.push(JSON.stringify(backend.store.state.throttles));
    Store.prototype.commit.call(backend.store);
  });
};
afterEach(() => {
  vi.restoreAllMocks();
});

/** What the last commit saved of the throttles is what the store holds, with this key. */
const expectCountSaved = (keyStart: string) => {
  const last = saved.at(-1);
  expect(last, 'nothing was committed').toBeDefined();
  const persisted = JSON.parse(last ?? '{}') as Record<string, number[]>;
  expect(persisted).toEqual(backend.store.state.throttles);
  expect(Object.keys(persisted).some((key) => key.startsWith(keyStart))).toBe(true);
};

const login = async (account: { email: string; password: string }) => {
  const { error } = await fetchClient.POST('/api/user/login', { body: account });
  if (error) throw new Error(error.message);
};

describe('a throttled write commits once, with its count', () => {
  test('recordCardEvent', async () => {
    watchCommits();
    const r = await fetchClient.POST('/api/profile/{profileId}/events', {
      params: { path: { profileId: seedIds.minimalCard } },
      body: { type: 'view', source: 'qr' },
    });
    expect(r.response.status).toBe(202);
    expect(saved).toHaveLength(1);
    expectCountSaved('recordCardEvent:client:');
  });

  test('mailContactFile', async () => {
    watchCommits();
    const r = await fetchClient.POST('/api/profile/{profileId}/contact-mail', {
      params: { path: { profileId: seedIds.fullCard } },
      body: { email: 'vera@example.com' },
    });
    expect(r.response.status).toBe(202);
    expect(saved).toHaveLength(1);
    expectCountSaved('mailContactFile:address:vera@example.com');
  });

  test('leaveContact', async () => {
    backend.store.profileById(seedIds.fullCard)!.exchange = {
      enabled: true,
      fields: [],
      notice: defaultNotice,
      noticeVersion: 'v1',
      privacyUrl: '',
    };
    watchCommits();
    const r = await fetchClient.POST('/api/profile/{profileId}/contacts', {
      params: { path: { profileId: seedIds.fullCard } },
      body: {
        name: 'Vera',
        email: 'vera@example.com',
        marketingConsent: false,
        noticeVersion: 'v1',
        source: 'card',
      },
    });
    expect(r.response.status).toBe(201);
    expect(saved).toHaveLength(1);
    // A first contact on the card counts for the client and the client on this card; the
    // card's own limits count only repeats (contract "Throttles").
    expectCountSaved('leaveContact:pair:');
    expectCountSaved('contactNotice:card:');
  });

  test('forgotPassword, for a registered address and for any other alike', async () => {
    for (const email of [seedAccounts.owner.email, 'nobody@example.com']) {
      watchCommits();
      const r = await fetchClient.POST('/api/user/forgot-password', { body: { email } });
      expect(r.response.status).toBe(200);
      expect(saved).toHaveLength(1);
      expectCountSaved(`forgotPassword:address:${email}`);
      vi.restoreAllMocks();
    }
  });

  test('register, also when the address is taken (409)', async () => {
    watchCommits();
    const taken = await fetchClient.POST('/api/user/register', {
      body: {
        name: 'Asha Rao',
        email: seedAccounts.owner.email,
        phone: { code: 'IN', number: '9876543210' },
        password: 'Secret@123',
      },
    });
    expect(taken.response.status).toBe(409);
    expect(saved).toHaveLength(1);
    expectCountSaved(`register:address:${seedAccounts.owner.email}`);
  });
});

describe('a count made before a refusal is saved', () => {
  test('a failed login', async () => {
    watchCommits();
    const r = await fetchClient.POST('/api/user/login', {
      body: { email: seedAccounts.owner.email, password: 'Wrong@123' },
    });
    expect(r.response.status).toBe(401);
    expect(saved).toHaveLength(1);
    expectCountSaved(`login:pair:${seedAccounts.owner.email}|`);
  });

  test("a password change's wrong old password", async () => {
    await login(seedAccounts.owner);
    const me = backend.store.userByEmail(seedAccounts.owner.email)!;
    watchCommits();
    const r = await fetchClient.PATCH('/api/user/{id}', {
      params: { path: { id: me._id } },
      body: { oldPassword: 'Wrong@123', newPassword: 'Newer@1234' },
    });
    expect(r.response.status).toBe(400);
    expectCountSaved(`login:pair:${seedAccounts.owner.email}|`);
  });

  test('a wrong verification code', async () => {
    await login(seedAccounts.pending);
    const pending = backend.store.userByEmail(seedAccounts.pending.email)!;
    const code = pending.verification?.code === '000000' ? '111111' : '000000';
    watchCommits();
    const r = await fetchClient.POST('/api/user/verify-email', { body: { code } });
    expect(r.response.status).toBe(400);
    expectCountSaved('verifyEmail:account:');
    expect(pending.verification?.attempts).toBe(1);
  });
});

describe('mailboxKey: the key of every per-address throttle (contract "Reference rules")', () => {
  test('case, a +tag and, where the domain ignores them, dots name one mailbox', () => {
    expect(
      [
        ' Victim@Mail.Example ',
        'victim+1@mail.example',
        'VICTIM+spam+x@mail.example',
        'v.i.c.t.i.m@gmail.com',
        'victim+1@googlemail.com',
        'Vic.Tim@GoogleMail.com',
      ].map(mailboxKey),
    ).toEqual([
      'victim@mail.example',
      'victim@mail.example',
      'victim@mail.example',
      'victim@gmail.com',
      'victim@gmail.com',
      'victim@gmail.com',
    ]);
  });

  test('dots count elsewhere: another domain may give them meaning', () => {
    expect(mailboxKey('vic.tim@mail.example')).toBe('vic.tim@mail.example');
  });
});
