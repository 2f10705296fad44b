import { describe, expect, test } from 'vitest';
import { $api } from '@/api/client';
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
