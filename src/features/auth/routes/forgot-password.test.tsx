import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { http } from '@mocks/handlers/context';
import { backend, server } from '@mocks/node';
import { messages } from '@/lib/validation/messages';
import { accounts, renderRoute } from '@tests/support/render';
import { expectBusy, passOnAfterAPause } from '@tests/support/busy';

async function renderForgot() {
  const utils = renderRoute('/forgot-password');
  await screen.findByRole('heading', { name: 'Forgot Password ?' });
  return utils;
}

describe('forgot password', () => {
  test('shows the reassurance, Email and Send Email', async () => {
    await renderForgot();
    expect(
      screen.getByText('No worries. We will send you a password reset link.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Email' })).toBeEnabled();
  });

  test('an invalid e-mail is refused without a call', async () => {
    const { user } = await renderForgot();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText(messages.email)).toBeInTheDocument();
    expect(backend.store.state.mailbox.filter((m) => m.subject === 'Reset your password')).toEqual(
      [],
    );
  });

  test('user asks for a link: toast, and the mailbox holds the reset link', async () => {
    const { user } = await renderForgot();
    await user.type(screen.getByLabelText('Email'), accounts.owner.email);
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Password reset link sent to your email.')).toBeInTheDocument();
    const [mail] = backend.store.state.mailbox;
    expect(mail?.to).toBe(accounts.owner.email);
    expect(mail?.text).toMatch(/\/reset-password\/[0-9a-f]+/);
  });

  test('a failure shows the server message, keeping the e-mail', async () => {
    server.use(
      http.post('/api/user/forgot-password', ({ response }) =>
        response(500).json({ success: false, message: 'Mail is down' }),
      ),
    );
    const { user } = await renderForgot();
    await user.type(screen.getByLabelText('Email'), accounts.owner.email);
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Mail is down')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(accounts.owner.email);
  });

  test('a failure without a message shows "Failed to initiate password reset."', async () => {
    server.use(
      http.post('/api/user/forgot-password', ({ response }) =>
        response(500).json({ success: false, message: '' }),
      ),
    );
    const { user } = await renderForgot();
    await user.type(screen.getByLabelText('Email'), accounts.owner.email);
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Failed to initiate password reset.')).toBeInTheDocument();
  });

  test('the button is disabled with a spinner while sending', async () => {
    server.use(http.post('/api/user/forgot-password', passOnAfterAPause));
    const { user } = await renderForgot();
    await user.type(screen.getByLabelText('Email'), accounts.owner.email);
    const button = screen.getByRole('button', { name: 'Send Email' });
    await user.click(button);
    expectBusy(button);
    expect(await screen.findByText('Password reset link sent to your email.')).toBeInTheDocument();
  });
});
