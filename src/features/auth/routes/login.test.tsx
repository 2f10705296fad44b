import { screen, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, test } from 'vitest';
import { http } from '@mocks/handlers/context';
import { server } from '@mocks/node';
import { messages } from '@/lib/validation/messages';
import { accounts, renderRoute } from '@tests/support/render';
import { expectBusy, failWith } from '@tests/support/form-calls';

async function renderLogin() {
  const utils = renderRoute('/login');
  await screen.findByRole('heading', { name: 'Login' });
  return utils;
}

/** Types `email` and `password` into the login form and presses Login. */
async function submitLogin(
  user: ReturnType<typeof renderRoute>['user'],
  email: string,
  password: string,
) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login', () => {
  test('shows Email, Password with a toggle, Login and both links', async () => {
    const { user } = await renderLogin();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot Password ?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('validates a field once it has been touched, then on every change', async () => {
    const { user } = await renderLogin();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'owner@');
    expect(screen.queryByText(messages.email)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(messages.email)).toBeInTheDocument();
    await user.type(email, 'example.com');
    await waitFor(() => expect(screen.queryByText(messages.email)).not.toBeInTheDocument());
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(await screen.findByText(messages.loginPassword)).toBeInTheDocument();
  });

  test('submitting an empty form shows every message and sends nothing', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/user/login')) calls += 1;
    });
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(messages.email)).toBeInTheDocument();
    expect(screen.getByText(messages.loginPassword)).toBeInTheDocument();
    // Both fields say they are invalid and which message is theirs, the password one too.
    for (const label of ['Email', 'Password']) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(
        label === 'Email' ? messages.email : messages.loginPassword,
      );
    }
    expect(calls).toBe(0);
  });

  test('user logs in and lands on the dashboard with a toast', async () => {
    const { user, router } = await renderLogin();
    await submitLogin(user, accounts.owner.email, accounts.owner.password);
    expect(await screen.findByText('Logged in successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-profiles'));
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.getByText(accounts.owner.email, { exact: false })).toBeInTheDocument();
    // The public-only guard lets the page navigate: no "already logged in" toast.
    expect(screen.queryByText("You're already logged in.")).not.toBeInTheDocument();
  });

  test('an unverified user is sent on to /verify-email by the dashboard guard', async () => {
    const { user, router } = await renderLogin();
    await submitLogin(user, accounts.pending.email, accounts.pending.password);
    expect(await screen.findByText('Please verify your email.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
  });

  test('wrong credentials show the server message and keep what was typed', async () => {
    const { user, router } = await renderLogin();
    await submitLogin(user, accounts.owner.email, 'Wrong@123');
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(accounts.owner.email);
    expect(screen.getByLabelText('Password')).toHaveValue('Wrong@123');
    expect(router.state.location.pathname).toBe('/login');
  });

  test('a failure without a message shows "Login failed."', async () => {
    server.use(http.post('/api/user/login', failWith('')));
    const { user } = await renderLogin();
    await submitLogin(user, accounts.owner.email, accounts.owner.password);
    expect(await screen.findByText('Login failed.')).toBeInTheDocument();
  });

  test('the button is disabled with a spinner while logging in, so one click sends one call', async () => {
    let calls = 0;
    server.use(
      http.post('/api/user/login', async () => {
        calls += 1;
        await delay(200);
        return undefined;
      }),
    );
    const { user } = await renderLogin();
    await user.type(screen.getByLabelText('Email'), accounts.owner.email);
    await user.type(screen.getByLabelText('Password'), accounts.owner.password);
    const button = screen.getByRole('button', { name: 'Login' });
    await user.click(button);
    expectBusy(button);
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    expect(await screen.findByText('Logged in successfully.')).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});

describe('back where the person was', () => {
  test('a logged-out deep link to a dashboard page leads back to it, query and all, after login', async () => {
    const { router, user } = renderRoute('/dashboard/contacts?q=asha');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(
      `?redirectTo=${encodeURIComponent('/dashboard/contacts?q=asha')}`,
    );
    expect(await screen.findByText('Please login.')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Login' });
    await submitLogin(user, accounts.owner.email, accounts.owner.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/contacts'));
    expect(router.state.location.search).toBe('?q=asha');
    // /login was replaced: Back does not lead to a login page that bounces.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('the dashboard home adds nothing to /login', async () => {
    const { router } = renderRoute('/dashboard/my-profiles');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
  });

  test.each([
    'https://evil.example/dashboard/contacts',
    '//evil.example/dashboard/contacts',
    '/profile/6650a1f0c0ffee0000000011',
  ])('a redirectTo outside the dashboard (%s) leads to the dashboard', async (away) => {
    const { router, user } = renderRoute(`/login?redirectTo=${encodeURIComponent(away)}`);
    await screen.findByRole('heading', { name: 'Login' });
    await submitLogin(user, accounts.owner.email, accounts.owner.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-profiles'));
  });
});
