import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fetchClient } from '@/api/client';
import { accounts, loginAs, renderRoute } from '@tests/support/render';
import { backend } from '@mocks/node';
import { seedIds, sha256 } from '@mocks/store';

/**
 * The reference rules (contract "Reference rules", docs/mock-backend.md) in the mock backend that
 * the browser, Vitest and Storybook share, through the client and the real screens. Over real HTTP:
 * mocks/http-server.test.ts.
 */
afterEach(() => vi.useRealTimers());
// Whole screens on a shared 2-core machine: allow a slow first render.
configure({ asyncUtilTimeout: 10_000 });

/** Gives `userId` a second session, as if logged in on another device; returns its hash. */
async function otherSession(userId: string) {
  const hash = await sha256('another-device');
  backend.store.addSession(hash, userId);
  return hash;
}

describe('reference rules in the shared mock backend', () => {
  test('an unverified session may not list cards: 403 with a clear message', async () => {
    await loginAs(accounts.pending.email, accounts.pending.password);
    const { response, error } = await fetchClient.GET('/api/profile');
    expect(response.status).toBe(403);
    expect(error?.message).toBe('Please verify your email first.');
  });

  test('the pending account finds its code in the mailbox', () => {
    const mail = backend.store.state.mailbox.find((m) => m.to === accounts.pending.email);
    expect(mail?.text).toMatch(/Your verification code is \d{6}\./);
  });

  test('a password change ends the other sessions and keeps this one', async () => {
    const me = await loginAs(accounts.owner.email, accounts.owner.password);
    const other = await otherSession(me._id);
    const { response } = await fetchClient.PATCH('/api/user/{id}', {
      params: { path: { id: me._id } },
      body: { oldPassword: accounts.owner.password, newPassword: 'Fresh@456' },
    });
    expect(response.status).toBe(200);
    expect(backend.store.state.sessions[other]).toBeUndefined();
    expect((await fetchClient.GET('/api/user/check-auth')).response.status).toBe(200);
  });

  test('a password reset ends every session and voids the other reset links', async () => {
    const other = await otherSession(seedIds.owner);
    for (let i = 0; i < 2; i += 1) {
      await fetchClient.POST('/api/user/forgot-password', {
        body: { email: accounts.owner.email },
      });
    }
    const [newer, older] = backend.store.state.mailbox
      .map((m) => m.text.match(/\/reset-password\/(\w+)/)?.[1])
      .filter((t): t is string => Boolean(t));
    const reset = (token: string) =>
      fetchClient.POST('/api/user/reset-password/{resetToken}', {
        params: { path: { resetToken: token } },
        body: { password: 'Fresh@789' },
      });
    expect((await reset(newer!)).response.status).toBe(200);
    expect(backend.store.state.sessions[other]).toBeUndefined();
    expect((await reset(older!)).response.status).toBe(400);
  });

  test('a body that is not JSON gets 415', async () => {
    const response = await fetch('http://localhost/api/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(accounts.owner),
    });
    expect(response.status).toBe(415);
  });

  test('a session idle for 30 minutes ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await loginAs(accounts.owner.email, accounts.owner.password);
    vi.advanceTimersByTime(31 * 60 * 1000);
    const { response, error } = await fetchClient.GET('/api/user/check-auth');
    expect(response.status).toBe(401);
    expect(error?.message).toBe('Your session has expired. Please login.');
  });

  test('the editor shows the limit of a too long field and keeps what was typed', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    const { user } = renderRoute(`/dashboard/my-profiles/${seedIds.fullCard}`);
    const details = within(
      await screen.findByRole('region', { name: 'Edit Details' }, { timeout: 10_000 }),
    );
    // The first tab's form comes with its code, a moment after the editor.
    const form = within(await details.findByRole('form', { name: 'General' }));
    const tagLine = form.getByLabelText('Tag line', { selector: 'input, textarea' });
    const long = 'T'.repeat(151);
    await user.clear(tagLine);
    await user.click(tagLine);
    await user.paste(long);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at most 150 characters.')).toBeInTheDocument();
    expect(await screen.findByText('Invalid input')).toBeInTheDocument();
    expect(tagLine).toHaveValue(long);
  });

  test('after 5 wrong passwords the login form shows the server’s 429 wait, from Retry-After', async () => {
    const { user } = renderRoute('/login');
    await user.type(await screen.findByLabelText('Email'), accounts.owner.email);
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await user.type(password, 'Wrong@123');
    for (let i = 0; i < 5; i += 1) {
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() =>
        expect(backend.store.state.throttles['login:client:local']).toHaveLength(i + 1),
      );
    }
    await user.clear(password);
    await user.type(password, accounts.owner.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText(
        /^Too many failed login attempts\. Please try again in \d+ seconds\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(accounts.owner.email);
  });
});
