import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { http } from '@mocks/handlers/context';
import { backend, server } from '@mocks/node';
import { messages } from '@/lib/validation/messages';
import { accounts, renderRoute } from '@tests/support/render';
import { expectBusy, passOnAfterAPause, failWith } from '@tests/support/form-calls';

async function renderRegister() {
  const utils = renderRoute('/register');
  await screen.findByRole('heading', { name: 'Create an Account' });
  return utils;
}

type Fields = { name: string; email: string; number: string; password: string; retype: string };
const valid: Fields = {
  name: 'Nina New',
  email: 'nina@example.com',
  number: '9876512345',
  password: 'Nina@123',
  retype: 'Nina@123',
};

async function fill(user: ReturnType<typeof renderRoute>['user'], fields: Partial<Fields> = {}) {
  const values = { ...valid, ...fields };
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.number) await user.type(screen.getByLabelText('Phone number'), values.number);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.retype) await user.type(screen.getByLabelText('Retype password'), values.retype);
}

describe('register', () => {
  test('shows every field, toggles on both passwords, Register and the login link', async () => {
    const { user } = await renderRegister();
    for (const label of ['Name', 'Email', 'Phone number', 'Password', 'Retype password']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    const code = screen.getByLabelText('Country code');
    expect(code).toHaveValue('IN');
    expect(
      within(code)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['IN']);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Show retype password' }));
    expect(screen.getByLabelText('Retype password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(
      screen.getByRole('link', { name: 'Already have an account ? Login now.' }),
    ).toHaveAttribute('href', '/login');
  });

  test('submitting empty shows the spec §5 messages', async () => {
    const { user } = await renderRegister();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(messages.name)).toBeInTheDocument();
    expect(screen.getByText(messages.email)).toBeInTheDocument();
    expect(screen.getByText(messages.phoneNumber)).toBeInTheDocument();
    expect(screen.getByText(messages.password)).toBeInTheDocument();
  });

  test('a number that is not valid for India is refused', async () => {
    const { user } = await renderRegister();
    await user.type(screen.getByLabelText('Phone number'), '12345');
    await user.tab();
    expect(await screen.findByText(messages.phoneInvalid)).toBeInTheDocument();
  });

  test.each(['abc123', 'abcdef!', '12345!', 'Abc 12!', 'a1!'])(
    'the password %j is too weak',
    async (password) => {
      const { user } = await renderRegister();
      await user.type(screen.getByLabelText('Password'), password);
      await user.tab();
      expect(await screen.findByText(messages.password)).toBeInTheDocument();
    },
  );

  test('the retype must match, and is checked again when the password changes', async () => {
    const { user } = await renderRegister();
    await user.type(screen.getByLabelText('Password'), 'Nina@123');
    await user.type(screen.getByLabelText('Retype password'), 'Nina@12');
    await user.tab();
    expect(await screen.findByText(messages.passwordsMismatch)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Retype password'), '3');
    await waitFor(() =>
      expect(screen.queryByText(messages.passwordsMismatch)).not.toBeInTheDocument(),
    );
    await user.type(screen.getByLabelText('Password'), '4');
    expect(await screen.findByText(messages.passwordsMismatch)).toBeInTheDocument();
  });

  test('user registers: the retype is not sent, the user is set and /verify-email opens', async () => {
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/user/register')) sent = await request.clone().json();
    });
    const { user, router } = await renderRegister();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Registration Successful. Please Verify your email.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(await screen.findByText(valid.email)).toBeInTheDocument();
    expect(sent).toEqual({
      name: valid.name,
      email: valid.email,
      phone: { code: 'IN', number: valid.number },
      password: valid.password,
    });
    expect(backend.store.userByEmail(valid.email)?.isVerified).toBe(false);
    expect(
      screen.queryByText("You're already logged in. Please verify your email."),
    ).not.toBeInTheDocument();
  });

  test('a taken e-mail shows the server message on the toast and the field, keeping the form', async () => {
    const { user, router } = await renderRegister();
    await fill(user, { email: accounts.owner.email });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // The field's message and the toast, which loads with the first toast.
    await waitFor(() =>
      expect(screen.getAllByText('Email is already registered.')).toHaveLength(2),
    );
    expect(screen.getByLabelText('Name')).toHaveValue(valid.name);
    expect(screen.getByLabelText('Password')).toHaveValue(valid.password);
    expect(screen.getByLabelText('Retype password')).toHaveValue(valid.retype);
    expect(router.state.location.pathname).toBe('/register');
  });

  test('a failure without a message shows "Registration Failed."', async () => {
    server.use(http.post('/api/user/register', failWith('')));
    const { user } = await renderRegister();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration Failed.')).toBeInTheDocument();
  });

  test('the button is disabled with a spinner while registering', async () => {
    server.use(http.post('/api/user/register', passOnAfterAPause));
    const { user } = await renderRegister();
    await fill(user);
    const button = screen.getByRole('button', { name: 'Register' });
    await user.click(button);
    expectBusy(button);
    expect(
      await screen.findByText('Registration Successful. Please Verify your email.'),
    ).toBeInTheDocument();
  });
});
