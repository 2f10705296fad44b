import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { http } from '@mocks/handlers/context';
import { backend, server } from '@mocks/node';
import { messages } from '@/lib/validation/messages';
import { accounts, renderRoute } from '@tests/support/render';
import { expectBusy, passOnAfterAPause, failureRows, failWith } from '@tests/support/form-calls';

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

  test.each(failureRows('Mail is down', 'Failed to initiate password reset.'))(
    'a failure with the message "$sent" shows "$shown", keeping the e-mail',
    async ({ sent, shown }) => {
      server.use(http.post('/api/user/forgot-password', failWith(sent)));
      const { user } = await renderForgot();
      await user.type(screen.getByLabelText('Email'), accounts.owner.email);
      await user.click(screen.getByRole('button', { name: 'Send Email' }));
      expect(await screen.findByText(shown)).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveValue(accounts.owner.email);
    },
  );

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
