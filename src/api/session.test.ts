import { HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { http } from '@mocks/handlers/context';
import { backend, server } from '@mocks/node';
import { allowContractViolations } from '@tests/support/contract';
import { accounts, loginAs } from '@tests/support/render';
import { fetchClient } from './client';
import { failureStatus } from './failure-status';
import { readSession, requestLogout } from './session';

test('readSession: the user and capabilities when logged in, null when logged out', async () => {
  expect(await readSession(fetchClient)).toBeNull();
  await loginAs(accounts.owner.email, accounts.owner.password);
  const session = await readSession(fetchClient);
  expect(session?.user).toMatchObject({ email: accounts.owner.email, isAdmin: false });
  expect(session?.capabilities).toEqual(expect.arrayContaining(['contactExchange']));
});

test('readSession: an answer the contract boundary cannot read means logged out', async () => {
  allowContractViolations();
  for (const body of [{ success: true, data: {} }, '<html>']) {
    server.use(
      http.get('/api/user/check-auth', ({ response }) =>
        response.untyped(
          typeof body === 'string'
            ? new HttpResponse(body, { headers: { 'Content-Type': 'text/html' } })
            : HttpResponse.json(body),
        ),
      ),
    );
    expect(await readSession(fetchClient)).toBeNull();
  }
});

test('requestLogout ends the session; a failure rejects with the body and its status', async () => {
  await loginAs(accounts.owner.email, accounts.owner.password);
  await requestLogout(fetchClient);
  expect(Object.keys(backend.store.state.sessions)).toEqual([]);
  server.use(
    http.post('/api/user/logout', ({ response }) =>
      response(500).json({ success: false, message: 'Down.' }),
    ),
  );
  const error: unknown = await requestLogout(fetchClient).catch((e: unknown) => e);
  expect(error).toEqual({ success: false, message: 'Down.' });
  expect(failureStatus(error)).toBe(500);
});
