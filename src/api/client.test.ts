import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { http } from '@mocks/handlers/context';
import { server } from '@mocks/node';
import { seedIds } from '@mocks/store';
import { allowContractViolations } from '@tests/support/contract';
import { accounts, loginAs } from '@tests/support/render';
import { repairedPaths } from './boundary';
import { errorMessage, fetchClient } from './client';

const checkAuth = '/api/user/check-auth';

/** check-auth answered with an HTML page (a proxy's error page, a host's index.html). */
const htmlAnswer = (html: string, status: number) =>
  http.get(checkAuth, ({ response }) =>
    response.untyped(new HttpResponse(html, { status, headers: { 'Content-Type': 'text/html' } })),
  );

describe('the client normalises every failure (spec §8)', () => {
  test('a failure with a JSON body surfaces the server body', async () => {
    server.use(
      http.post('/api/user/login', ({ response }) =>
        response(401).json({ success: false, message: 'Nope.' }),
      ),
    );
    const { error, response } = await fetchClient.POST('/api/user/login', {
      body: { email: 'a@b.co', password: 'x' },
    });
    expect(response.status).toBe(401);
    expect(error).toEqual({ success: false, message: 'Nope.' });
  });

  test('an HTML 502 page becomes the fallback, not a JSON parse error', async () => {
    allowContractViolations();
    server.use(htmlAnswer('<html>Bad gateway</html>', 502));
    const { error, response } = await fetchClient.GET('/api/user/check-auth');
    expect(response.status).toBe(502);
    expect(error).toEqual({ success: false, message: 'Something went wrong' });
  });

  test('validators that fail to load make the answer the 502 fallback, not a thrown import error', async () => {
    vi.resetModules(); // a client whose boundary has loaded no validators yet
    const { lazyValidators } = await import('./generated/response-validators.gen.js');
    const { fetchClient: fresh } = await import('./client');
    const load = vi
      .spyOn(lazyValidators, 'getCardInsights')
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    try {
      await loginAs(accounts.owner.email, accounts.owner.password);
      const { error, response } = await fresh.GET('/api/profile/{profileId}/insights', {
        params: { path: { profileId: seedIds.fullCard }, query: { days: '7', tz: 'UTC' } },
      });
      expect(load).toHaveBeenCalled();
      expect(response.status).toBe(502);
      expect(error).toEqual({ success: false, message: 'Something went wrong' });
    } finally {
      load.mockRestore();
    }
  });

  test('an empty error body becomes the fallback', async () => {
    allowContractViolations();
    server.use(
      http.get(checkAuth, ({ response }) =>
        response.untyped(new HttpResponse(null, { status: 500 })),
      ),
    );
    const { error } = await fetchClient.GET('/api/user/check-auth');
    expect(error).toEqual({ success: false, message: 'Something went wrong' });
  });

  test('a network failure becomes the fallback', async () => {
    server.use(http.get(checkAuth, ({ response }) => response.untyped(HttpResponse.error())));
    const { error, data } = await fetchClient.GET('/api/user/check-auth');
    expect(data).toBeUndefined();
    expect(error).toEqual({ success: false, message: 'Something went wrong' });
  });

  test('a 200 answer that is not JSON is a failure, never a false success', async () => {
    allowContractViolations();
    server.use(htmlAnswer('<!doctype html><html></html>', 200));
    const { error, data } = await fetchClient.GET('/api/user/check-auth');
    expect(data).toBeUndefined();
    expect(error?.message).toBe('Something went wrong');
  });

  test('credentials are always sent', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      http.get(checkAuth, ({ request, response }) => {
        credentials = request.credentials;
        return response(401).json({ success: false, message: 'Please login.' });
      }),
    );
    await fetchClient.GET('/api/user/check-auth');
    expect(credentials).toBe('include');
  });
});

describe('the client checks every answer against the contract (ADR 0004)', () => {
  const card = '/api/profile/{profileId}';

  test('a malformed section is repaired and the envelope names what was repaired', async () => {
    allowContractViolations();
    const { data: good } = await fetchClient.GET('/api/profile/{profileId}', {
      params: { path: { profileId: '6650a1f0c0ffee0000000011' }, query: { count: 'false' } },
    });
    server.use(
      http.get(card, ({ response }) =>
        response.untyped(
          HttpResponse.json({
            ...good,
            data: { profile: { ...good!.data.profile, socials: null } },
          }),
        ),
      ),
    );
    const { data, error } = await fetchClient.GET('/api/profile/{profileId}', {
      params: { path: { profileId: 'x' } },
    });
    expect(error).toBeUndefined();
    expect(data?.data.profile.socials.website).toBe('');
    expect(data?.data.profile.general).toEqual(good?.data.profile.general);
    expect(repairedPaths(data)).toEqual(['/data/profile/socials']);
    expect(repairedPaths(good)).toEqual([]);
  });

  test('an answer with no card is a failure with the fallback body', async () => {
    allowContractViolations();
    server.use(
      http.get(card, ({ response }) =>
        response.untyped(HttpResponse.json({ success: true, message: 'ok', data: null })),
      ),
    );
    const { data, error, response } = await fetchClient.GET('/api/profile/{profileId}', {
      params: { path: { profileId: 'x' } },
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(502);
    expect(error).toEqual({ success: false, message: 'Something went wrong' });
  });
});

describe('errorMessage', () => {
  test('shows the server message, else the action fallback', () => {
    expect(
      errorMessage(
        { success: false, message: 'Email is already registered.' },
        'Registration Failed.',
      ),
    ).toBe('Email is already registered.');
    expect(
      errorMessage({ success: false, message: 'Something went wrong' }, 'Registration Failed.'),
    ).toBe('Registration Failed.');
    expect(errorMessage({ success: false, message: '' }, 'Login failed.')).toBe('Login failed.');
    expect(errorMessage(new TypeError('x'), 'Login failed.')).toBe('x');
  });
});
