import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { http } from '@mocks/handlers/context';
import { backend, server } from '@mocks/node';
import { messages } from '@/lib/validation/messages';
import { accounts, loginAs, renderRoute } from '@tests/support/render';
import { expectBusy, passOnAfterAPause, failWith } from '@tests/support/form-calls';

/** Logs in the unverified seed user with a known code waiting in the mock backend. */
async function renderVerify(code = '123456') {
  await loginAs(accounts.pending.email, accounts.pending.password);
  const pending = backend.store.userByEmail(accounts.pending.email);
  if (pending)
    pending.verification = { code, issuedAt: Date.now(), attempts: 0, lastSentAt: Date.now() };
  const utils = renderRoute('/verify-email');
  await screen.findByRole('heading', { name: 'Verify your email' });
  return utils;
}

/** Moves the clock on by `ms` for the countdown (and the mock backend) without fake timers. */
function skipAhead(ms: number) {
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now + ms);
}

describe('verify email', () => {
  test('shows the code field, Verify, and the user e-mail', async () => {
    await renderVerify();
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('maxlength', '6');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(screen.getByText(accounts.pending.email)).toBeInTheDocument();
  });

  test.each(['12345', ''])('the code %j is refused: exactly 6 characters', async (code) => {
    const { user } = await renderVerify();
    if (code) await user.type(screen.getByLabelText('Verification code'), code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(messages.code)).toBeInTheDocument();
  });

  test('user verifies with the mailed code and lands on the dashboard', async () => {
    const { user, router } = await renderVerify('654321');
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Email verified successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-profiles'));
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.queryByText("You're already verified.")).not.toBeInTheDocument();
  });

  test('a wrong code shows the server message on the toast and the field, keeping it', async () => {
    const { user, router } = await renderVerify('654321');
    await user.type(screen.getByLabelText('Verification code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // The field's message and the toast, which loads with the first toast.
    await waitFor(() => expect(screen.getAllByText('Invalid verification code.')).toHaveLength(2));
    expect(screen.getByLabelText('Verification code')).toHaveValue('111111');
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  test('a failure without a message shows "Verification Failed"', async () => {
    server.use(http.post('/api/user/verify-email', failWith('')));
    const { user } = await renderVerify();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
  });

  test('the Verify button is disabled with a spinner while verifying', async () => {
    server.use(http.post('/api/user/verify-email', passOnAfterAPause));
    const { user } = await renderVerify();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    const button = screen.getByRole('button', { name: 'Verify' });
    await user.click(button);
    expectBusy(button);
    expect(await screen.findByText('Email verified successfully.')).toBeInTheDocument();
  });

  test('resend waits 30 seconds, sends a new code, then waits 30 seconds again', async () => {
    const { user } = await renderVerify();
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeDisabled();
    expect(screen.getByText('in 30s')).toBeInTheDocument();

    skipAhead(12_000);
    expect(await screen.findByText('in 18s')).toBeInTheDocument();
    expect(resend).toBeDisabled();

    vi.restoreAllMocks();
    skipAhead(31_000);
    await waitFor(() => expect(resend).toBeEnabled());
    expect(screen.queryByText(/^in \d+s$/)).not.toBeInTheDocument();
    const before = backend.store.state.mailbox.length;
    await user.click(resend);
    expect(await screen.findByText('New code sent to your email.')).toBeInTheDocument();
    expect(backend.store.state.mailbox).toHaveLength(before + 1);
    expect(backend.store.state.mailbox[0]?.to).toBe(accounts.pending.email);
    expect(resend).toBeDisabled();
    expect(screen.getByText('in 30s')).toBeInTheDocument();
  });

  test('a failed resend shows the server message, or "Failed to send new code."', async () => {
    const { user } = await renderVerify();
    skipAhead(31_000);
    server.use(http.post('/api/user/resend-verification', failWith('')));
    const resend = screen.getByRole('button', { name: 'Resend code' });
    await waitFor(() => expect(resend).toBeEnabled());
    await user.click(resend);
    expect(await screen.findByText('Failed to send new code.')).toBeInTheDocument();
    // Nothing was sent, so the link stays available.
    expect(resend).toBeEnabled();
  });
});
