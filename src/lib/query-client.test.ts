import { describe, expect, test } from 'vitest';
import { buildUser } from '@mocks/factories';
import { $api } from '@/api/client';
import { recordFailure } from '@/api/failure-status';
import { sessionQuery, type SessionData } from '@/lib/auth/session';
import { createQueryClient, type Invalidation } from './query-client';

const cardId = 'card-1';
/** The cached queries, by name: keys made by openapi-react-query exactly as the app makes them. */
const queries = {
  ownList: $api.queryOptions('get', '/api/profile').queryKey,
  adminList: $api.queryOptions('get', '/api/profile', { params: { query: { admin: 'true' } } })
    .queryKey,
  card: $api.queryOptions('get', '/api/profile/{profileId}', {
    params: { path: { profileId: cardId }, query: { count: 'false' } },
  }).queryKey,
  otherCard: $api.queryOptions('get', '/api/profile/{profileId}', {
    params: { path: { profileId: 'card-2' }, query: { count: 'false' } },
  }).queryKey,
  editor: $api.queryOptions('get', '/api/profile/{profileId}/edit', {
    params: { path: { profileId: cardId } },
  }).queryKey,
};
type Name = keyof typeof queries;

/** Runs one successful mutation with `invalidates` and names the queries it made stale. */
async function staleAfter(invalidates: readonly Invalidation[]): Promise<Name[]> {
  const client = createQueryClient();
  for (const key of Object.values(queries)) client.setQueryData(key, {});
  await client
    .getMutationCache()
    .build(client, { mutationFn: async () => 'saved', meta: { invalidates } })
    .execute(undefined);
  return (Object.keys(queries) as Name[]).filter(
    (name) => client.getQueryState(queries[name])?.isInvalidated,
  );
}

describe('a mutation invalidates what its meta names, by contract path', () => {
  test.each<[string, readonly Invalidation[], Name[]]>([
    ['nothing', [], []],
    [
      'a path: every query of it, whatever its parameters',
      ['/api/profile'],
      ['ownList', 'adminList'],
    ],
    [
      'a path with an init: only the queries whose init contains it',
      [['/api/profile/{profileId}', { params: { path: { profileId: cardId } } }]],
      ['card'],
    ],
    [
      'several entries',
      ['/api/profile', '/api/profile/{profileId}/edit'],
      ['ownList', 'adminList', 'editor'],
    ],
  ])('%s', async (_what, invalidates, expected) => {
    expect(await staleAfter(invalidates)).toEqual(expected);
  });

  test('only contract paths that answer GET are accepted', () => {
    const accepted: Invalidation[] = [
      '/api/profile',
      // @ts-expect-error -- not a path of the contract
      '/api/profiles',
      // @ts-expect-error -- the contract has no GET on this path (login is a POST)
      '/api/user/login',
      // @ts-expect-error -- an init must follow the path's parameters
      ['/api/profile/{profileId}', { params: { path: { cardId } } }],
    ];
    expect(accepted).toHaveLength(4);
  });
});

describe("a session that leaves its user drops that user's data, whoever ended it", () => {
  const owner = buildUser({ _id: 'owner-1', name: 'Owen Owner' });
  const admin = buildUser({ _id: 'admin-1', name: 'Ada Admin', isAdmin: true });

  /** A client whose session is `user` with every query of `queries` cached; names what stays. */
  function cachedFor(user: typeof owner) {
    const client = createQueryClient();
    client.setQueryData(sessionQuery.queryKey, { user: user } as SessionData);
    for (const key of Object.values(queries)) client.setQueryData(key, { of: user._id });
    const kept = () =>
      (Object.keys(queries) as Name[]).filter((name) => client.getQueryData(queries[name]));
    return { client, kept };
  }

  test('a 401 from any call (the server ended the session) drops every query but the session', async () => {
    const { client, kept } = cachedFor(owner);
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: () =>
          Promise.reject(recordFailure({ success: false, message: 'Session expired' }, 401)),
        meta: { invalidates: [] },
      })
      .execute(undefined)
      .catch(() => undefined);
    expect(client.getQueryData(sessionQuery.queryKey)).toBeNull();
    expect(kept()).toEqual([]);
  });

  test('logout (the session set to null) drops them too', () => {
    const { client, kept } = cachedFor(owner);
    client.setQueryData(sessionQuery.queryKey, null);
    expect(kept()).toEqual([]);
    expect(client.getQueryData(sessionQuery.queryKey)).toBeNull();
  });

  test('another user taking the session drops them', () => {
    const { client, kept } = cachedFor(owner);
    client.setQueryData(sessionQuery.queryKey, { user: admin } as SessionData);
    expect(kept()).toEqual([]);
    expect(client.getQueryData(sessionQuery.queryKey)).toEqual({ user: admin });
  });

  test('the same user written again (an account edit, a verification) keeps them', () => {
    const { client, kept } = cachedFor(owner);
    const renamed: typeof owner = { ...owner, name: 'Owen Renamed' };
    client.setQueryData(sessionQuery.queryKey, { user: renamed } as SessionData);
    expect(kept()).toEqual(Object.keys(queries));
  });

  test('a login after being logged out keeps what was cached logged out (a public card)', () => {
    const client = createQueryClient();
    client.setQueryData(sessionQuery.queryKey, null);
    client.setQueryData(queries.card, { public: true });
    client.setQueryData(sessionQuery.queryKey, { user: owner } as SessionData);
    expect(client.getQueryData(queries.card)).toEqual({ public: true });
  });
});
