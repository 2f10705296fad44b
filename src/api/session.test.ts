import { expect, test } from 'vitest';
import { server } from '@mocks/node';
import { accounts, loginAs } from '@tests/support/render';
import { prefetchSession, requestLogout as logout, requestSession } from './session';
import { earlySessionUser, sessionUser } from './session-user';

/** Counts the check-auth requests that reach the mock backend. */
function countChecks() {
  const counted = { calls: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/user/check-auth') counted.calls += 1;
  });
  return counted;
}

test('the first session request after prefetchSession takes the prefetched answer: one request', async () => {
  const counted = countChecks();
  prefetchSession();
  prefetchSession(); // a second prefetch does not ask again
  const answer = await requestSession();
  expect(answer?.status).toBe(401);
  expect(counted.calls).toBe(1);
});

test('later session requests ask the server again', async () => {
  const counted = countChecks();
  prefetchSession();
  await requestSession();
  await requestSession();
  expect(counted.calls).toBe(2);
});

test('the early session user is the answer’s, and leaves the answer to the session query', async () => {
  await loginAs(accounts.admin.email, accounts.admin.password);
  const counted = countChecks();
  prefetchSession();
  expect(await earlySessionUser()).toMatchObject({ isVerified: true, isAdmin: true });
  const answer = await requestSession();
  expect(answer?.status).toBe(200);
  expect(counted.calls).toBe(1);
});

test('the early session user is null when logged out, or when nothing was started early', async () => {
  expect(await earlySessionUser()).toBeNull();
  await loginAs(accounts.owner.email, accounts.owner.password);
  prefetchSession();
  expect(await earlySessionUser()).toMatchObject({ isVerified: true, isAdmin: false });
  await requestSession();
  expect(await earlySessionUser()).toBeNull(); // taken
  await logout();
  prefetchSession();
  expect(await earlySessionUser()).toBeNull();
});

test('a check-auth answer is read through the contract boundary: anything but a user is logged out', async () => {
  await loginAs(accounts.owner.email, accounts.owner.password);
  const user = sessionUser(await requestSession());
  expect(user).toMatchObject({ email: accounts.owner.email, isAdmin: false });
  expect(sessionUser({ status: 200, body: { success: true, data: {} } })).toBeNull();
  expect(sessionUser({ status: 200, body: '<html>' })).toBeNull();
  expect(
    sessionUser({ status: 401, body: { success: false, message: 'Unauthorized' } }),
  ).toBeNull();
  expect(sessionUser(undefined)).toBeNull();
});
