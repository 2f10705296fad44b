import { describe, expect, test } from 'vitest';
import { countRequests } from '@tests/support/request-count';
import { accounts, loginAs } from '@tests/support/render';
import { sessionQuery, type SessionData, type User } from '@/lib/auth/session';
import { createQueryClient } from '@/lib/query-client';
import { $api, fetchClient } from './client';
import { requestLogout } from './session';
import { dropEarlyAnswers, peekEarly, requestEarly, takeEarly } from './early-answers';

test('the client takes an early answer of the same GET instead of asking again, once', async () => {
  await loginAs(accounts.admin.email, accounts.admin.password);
  const calls = countRequests();
  requestEarly('/api/profile?admin=true');
  requestEarly('/api/profile?admin=true'); // started already: no second request

  const early = await fetchClient.GET('/api/profile', { params: { query: { admin: 'true' } } });
  expect(early.data?.data.count).toBe(29);
  expect(calls('/api/profile?admin=true')).toBe(1);

  // Taken: the next request asks the server.
  await fetchClient.GET('/api/profile', { params: { query: { admin: 'true' } } });
  expect(calls('/api/profile?admin=true')).toBe(2);
});

test('an early answer is only for the same URL: another query string asks the server', async () => {
  await loginAs(accounts.admin.email, accounts.admin.password);
  const calls = countRequests();
  requestEarly('/api/profile?admin=true');
  await fetchClient.GET('/api/profile');
  expect(calls('/api/profile')).toBe(1);
  expect(takeEarly('/api/profile?admin=true')).toBeDefined();
});

test('an early failure reaches the client as its own would: the status and the server message', async () => {
  const calls = countRequests();
  requestEarly('/api/profile?admin=true'); // logged out: 401
  const { error, response } = await fetchClient.GET('/api/profile', {
    params: { query: { admin: 'true' } },
  });
  expect(response.status).toBe(401);
  expect(error?.success).toBe(false);
  expect(calls('/api/profile?admin=true')).toBe(1);
});

test('a peek leaves the answer to its taker', async () => {
  const calls = countRequests();
  requestEarly('/api/user/check-auth');
  const copy = await peekEarly('/api/user/check-auth');
  expect(copy?.status).toBe(401);
  const taken = await takeEarly('/api/user/check-auth');
  expect(await taken?.json()).toMatchObject({ success: false });
  expect(calls('/api/user/check-auth')).toBe(1);
  expect(peekEarly('/api/user/check-auth')).toBeUndefined();
});

test('dropped answers are taken by nobody: the next request asks the server', async () => {
  await loginAs(accounts.admin.email, accounts.admin.password);
  const calls = countRequests();
  requestEarly('/api/profile?admin=true');
  dropEarlyAnswers();
  expect(takeEarly('/api/profile?admin=true')).toBeUndefined();
  await fetchClient.GET('/api/profile', { params: { query: { admin: 'true' } } });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(calls('/api/profile?admin=true')).toBe(2); // the dropped one, then the client's
});

/** A user as check-auth answers it (the fields the guards read are what matters here). */
const seedUser = {
  _id: '6650a1f0c0ffee0000000001',
  name: 'Someone',
  email: 'someone@example.com',
  isVerified: true,
  isAdmin: true,
} as unknown as User;

describe('an early answer never outlives its session', () => {
  const adminList = '/api/profile?admin=true';
  const getAdminList = () =>
    fetchClient.GET('/api/profile', { params: { query: { admin: 'true' } } });

  test('a 401 from any call ends the session and drops it: the next request asks the server', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    const client = createQueryClient();
    await client.fetchQuery(sessionQuery); // the session check is no write: the answer stays
    requestEarly(adminList);
    expect((await peekEarly(adminList))?.status).toBe(200); // the admin's list, answered
    // The session ends on the server (another tab logged out), then a call answers 401.
    await requestLogout();
    await client.fetchQuery($api.queryOptions('get', '/api/profile')).catch(() => undefined);
    expect(client.getQueryData(sessionQuery.queryKey)).toBeNull();
    const { response, data } = await getAdminList();
    expect(response.status).toBe(401);
    expect(data).toBeUndefined();
  });

  test.each([
    ['a logout', null],
    ['another login', { user: { ...seedUser, email: accounts.owner.email, isAdmin: false } }],
  ] as [string, SessionData | null][])('%s drops it', async (_, next) => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    const client = createQueryClient();
    await client.fetchQuery(sessionQuery);
    requestEarly(adminList);
    client.setQueryData(sessionQuery.queryKey, next); // what `useSetSession` does
    expect(peekEarly(adminList)).toBeUndefined();
  });
});
