import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { http } from '@mocks/handlers/context';
import { backend, server } from '@mocks/node';
import { fetchClient } from '@/api/client';
import { messages } from '@/lib/validation/messages';
import { accounts, loginAs, renderRoute } from '@tests/support/render';
import { expectBusy, passOnAfterAPause, failWith } from '@tests/support/form-calls';

/** Asks the mock backend for a reset link and returns its token, as the mailed link would. */
async function mailedToken(email: string) {
  await fetchClient.POST('/api/user/forgot-password', { body: { email } });
  const token = /\/reset-password\/([0-9a-f]+)/.exec(
    backend.store.state.mailbox[0]?.text ?? '',
  )?.[1];
  if (!token) throw new Error('no reset link was mailed');
  return token;
}

async function renderReset(token: string) {
  const utils = renderRoute(`/reset-password/${token}`);
  await screen.findByRole('heading', { name: 'Reset Password' });
  return utils;
}

describe('reset password', () => {
  test('shows Password and Retype password with toggles, and Change', async () => {
    const { user } = await renderReset('abc');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Retype password')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Show retype password' }));
    expect(screen.getByLabelText('Retype password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Change' })).toBeEnabled();
  });

  test('a weak or mismatched password is refused', async () => {
    const { user } = await renderReset('abc');
    await user.type(screen.getByLabelText('Password'), 'weak');
    await user.type(screen.getByLabelText('Retype password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText(messages.password)).toBeInTheDocument();
    expect(screen.getByText(messages.passwordsMismatch)).toBeInTheDocument();
  });

  test('user follows the mailed link, resets, and can log in with the new password', async () => {
    const token = await mailedToken(accounts.owner.email);
    const { user, router } = await renderReset(token);
    await user.type(screen.getByLabelText('Password'), 'Fresh@456');
    await user.type(screen.getByLabelText('Retype password'), 'Fresh@456');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('Password reset successful. Please login.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await expect(loginAs(accounts.owner.email, 'Fresh@456')).resolves.toMatchObject({
      email: accounts.owner.email,
    });
  });

  test('an expired or unknown link shows the server message, keeping what was typed', async () => {
    const { user, router } = await renderReset('0000');
    await user.type(screen.getByLabelText('Password'), 'Fresh@456');
    await user.type(screen.getByLabelText('Retype password'), 'Fresh@456');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(
      await screen.findByText('The reset link is invalid or has expired.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('Fresh@456');
    expect(router.state.location.pathname).toBe('/reset-password/0000');
  });

  test('a failure without a message shows "Password reset failed."', async () => {
    server.use(http.post('/api/user/reset-password/{resetToken}', failWith('')));
    const { user } = await renderReset('abc');
    await user.type(screen.getByLabelText('Password'), 'Fresh@456');
    await user.type(screen.getByLabelText('Retype password'), 'Fresh@456');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('Password reset failed.')).toBeInTheDocument();
  });

  test('the button is disabled with a spinner while changing', async () => {
    server.use(http.post('/api/user/reset-password/{resetToken}', passOnAfterAPause));
    const { user } = await renderReset('abc');
    await user.type(screen.getByLabelText('Password'), 'Fresh@456');
    await user.type(screen.getByLabelText('Retype password'), 'Fresh@456');
    const button = screen.getByRole('button', { name: 'Change' });
    await user.click(button);
    expectBusy(button);
    expect(
      await screen.findByText('The reset link is invalid or has expired.'),
    ).toBeInTheDocument();
  });
});
