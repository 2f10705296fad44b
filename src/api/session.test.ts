import { expect, test } from 'vitest';
import { server } from '@mocks/node';
import { prefetchSession, requestSession } from './session';

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
