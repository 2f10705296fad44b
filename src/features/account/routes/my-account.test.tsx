import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { http } from '@mocks/handlers/context';
import { backend, server } from '@mocks/node';
import { seedIds } from '@mocks/store';
import { fetchClient } from '@/api/client';
import { messages } from '@/lib/validation/messages';
import { accounts, loginAs, renderRoute } from '@tests/support/render';
import { expectBusy, passOnAfterAPause, failureRows, failWith } from '@tests/support/form-calls';

async function renderAccount() {
  await loginAs(accounts.owner.email, accounts.owner.password);
  const utils = renderRoute('/dashboard/my-account');
  await screen.findByRole('heading', { name: 'My Details' });
  return utils;
}

const details = () => within(screen.getByRole('region', { name: 'My Details' }));
const passwords = () => within(screen.getByRole('region', { name: 'Change Password' }));

describe('My Details', () => {
  test('is locked until the edit icon is pressed; then Edit Details appears', async () => {
    const { user } = await renderAccount();
    expect(details().getByLabelText('Name')).toHaveValue('Owen Owner');
    expect(details().getByLabelText('Country code')).toHaveValue('IN');
    expect(details().getByLabelText('Phone number')).toHaveValue('9876543210');
    for (const label of ['Name', 'Country code', 'Phone number'])
      expect(details().getByLabelText(label)).toBeDisabled();
    expect(details().queryByRole('button', { name: 'Edit Details' })).not.toBeInTheDocument();

    await user.click(details().getByRole('button', { name: 'Edit details' }));
    for (const label of ['Name', 'Country code', 'Phone number'])
      expect(details().getByLabelText(label)).toBeEnabled();
    expect(details().getByRole('button', { name: 'Edit Details' })).toBeInTheDocument();
  });

  test('pressing the icon again discards the edits and locks the form', async () => {
    const { user } = await renderAccount();
    await user.click(details().getByRole('button', { name: 'Edit details' }));
    await user.clear(details().getByLabelText('Name'));
    await user.type(details().getByLabelText('Name'), 'Someone Else');
    await user.click(details().getByRole('button', { name: 'Edit details' }));
    expect(details().getByLabelText('Name')).toHaveValue('Owen Owner');
    expect(details().getByLabelText('Name')).toBeDisabled();
  });

  test('validates name and phone with the registration rules', async () => {
    const { user } = await renderAccount();
    await user.click(details().getByRole('button', { name: 'Edit details' }));
    await user.clear(details().getByLabelText('Name'));
    await user.tab();
    expect(await details().findByText(messages.name)).toBeInTheDocument();
    await user.clear(details().getByLabelText('Phone number'));
    await user.tab();
    expect(await details().findByText(messages.phoneNumber)).toBeInTheDocument();
    await user.type(details().getByLabelText('Phone number'), '12345');
    expect(await details().findByText(messages.phoneInvalid)).toBeInTheDocument();
  });

  test('saving PATCHes /api/user/{id}, updates the greeting and locks the form', async () => {
    let url = '';
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') {
        url = new URL(request.url).pathname;
        sent = await request.clone().json();
      }
    });
    const { user } = await renderAccount();
    await user.click(details().getByRole('button', { name: 'Edit details' }));
    await user.clear(details().getByLabelText('Name'));
    await user.type(details().getByLabelText('Name'), 'Owen Renamed');
    await user.clear(details().getByLabelText('Phone number'));
    await user.type(details().getByLabelText('Phone number'), '9123456789');
    await user.click(details().getByRole('button', { name: 'Edit Details' }));

    expect(await screen.findByText('Details edited successfully.')).toBeInTheDocument();
    expect(url).toBe(`/api/user/${seedIds.owner}`);
    expect(sent).toEqual({ name: 'Owen Renamed', phone: { code: 'IN', number: '9123456789' } });
    expect(await screen.findByText('Owen Renamed', { selector: 'span' })).toBeInTheDocument();
    expect(details().getByLabelText('Name')).toBeDisabled();
    expect(details().getByLabelText('Name')).toHaveValue('Owen Renamed');
    expect(details().queryByRole('button', { name: 'Edit Details' })).not.toBeInTheDocument();
    expect(backend.store.userById(seedIds.owner)?.phone.number).toBe('9123456789');
  });

  test.each(failureRows('Database is busy', 'Failed to edit details.'))(
    'a failed save with the message "$sent" shows "$shown" and keeps the edits',
    async ({ sent, shown }) => {
      server.use(http.patch('/api/user/{id}', failWith(sent)));
      const { user } = await renderAccount();
      await user.click(details().getByRole('button', { name: 'Edit details' }));
      await user.clear(details().getByLabelText('Name'));
      await user.type(details().getByLabelText('Name'), 'Owen Renamed');
      await user.click(details().getByRole('button', { name: 'Edit Details' }));
      expect(await screen.findByText(shown)).toBeInTheDocument();
      expect(details().getByLabelText('Name')).toHaveValue('Owen Renamed');
      expect(details().getByLabelText('Name')).toBeEnabled();
    },
  );

  test('Edit Details is disabled with a spinner while saving', async () => {
    server.use(http.patch('/api/user/{id}', passOnAfterAPause));
    const { user } = await renderAccount();
    await user.click(details().getByRole('button', { name: 'Edit details' }));
    const button = details().getByRole('button', { name: 'Edit Details' });
    await user.click(button);
    expectBusy(button);
    expect(await screen.findByText('Details edited successfully.')).toBeInTheDocument();
  });
});

describe('Change Password', () => {
  async function fillPasswords(
    user: ReturnType<typeof renderRoute>['user'],
    old: string,
    next: string,
    retype: string,
  ) {
    if (old) await user.type(passwords().getByLabelText('Old password'), old);
    if (next) await user.type(passwords().getByLabelText('New password'), next);
    if (retype) await user.type(passwords().getByLabelText('Retype new password'), retype);
    await user.click(passwords().getByRole('button', { name: 'Change Password' }));
  }

  test('has three password fields, each with its own toggle', async () => {
    const { user } = await renderAccount();
    for (const label of ['Old password', 'New password', 'Retype new password']) {
      const input = passwords().getByLabelText(label);
      expect(input).toHaveAttribute('type', 'password');
      await user.click(passwords().getByRole('button', { name: `Show ${label.toLowerCase()}` }));
      expect(input).toHaveAttribute('type', 'text');
    }
  });

  test('an empty submit asks for the old password and a strong new one', async () => {
    const { user } = await renderAccount();
    await fillPasswords(user, '', '', '');
    expect(await passwords().findByText(messages.oldPassword)).toBeInTheDocument();
    expect(passwords().getByText(messages.password)).toBeInTheDocument();
  });

  test('the new passwords must match', async () => {
    const { user } = await renderAccount();
    await fillPasswords(user, accounts.owner.password, 'Fresh@456', 'Fresh@457');
    expect(await passwords().findByText(messages.newPasswordsMismatch)).toBeInTheDocument();
  });

  test('user changes the password: toast, empty form, and the new password works', async () => {
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') sent = await request.clone().json();
    });
    const { user } = await renderAccount();
    await fillPasswords(user, accounts.owner.password, 'Fresh@456', 'Fresh@456');
    expect(await screen.findByText('Password edited successfully.')).toBeInTheDocument();
    expect(sent).toEqual({ oldPassword: accounts.owner.password, newPassword: 'Fresh@456' });
    await waitFor(() => expect(passwords().getByLabelText('Old password')).toHaveValue(''));
    expect(passwords().getByLabelText('New password')).toHaveValue('');
    expect(passwords().getByLabelText('Retype new password')).toHaveValue('');
    await expect(loginAs(accounts.owner.email, 'Fresh@456')).resolves.toMatchObject({
      _id: seedIds.owner,
    });
  });

  test('a wrong old password shows the server message on the toast and the field, keeping the input', async () => {
    const { user } = await renderAccount();
    await fillPasswords(user, 'Wrong@123', 'Fresh@456', 'Fresh@456');
    // The field's message and the toast, which loads with the first toast.
    await waitFor(() => expect(screen.getAllByText('Old password is incorrect.')).toHaveLength(2));
    expect(passwords().getByLabelText('Old password')).toHaveValue('Wrong@123');
    expect(passwords().getByLabelText('New password')).toHaveValue('Fresh@456');
  });

  test('after a wrong old password, the success toast closes the earlier error toast', async () => {
    const { user } = await renderAccount();
    await fillPasswords(user, 'Wrong@123', 'Fresh@456', 'Fresh@456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Old password is incorrect.');
    await user.clear(passwords().getByLabelText('Old password'));
    await user.type(passwords().getByLabelText('Old password'), accounts.owner.password);
    await user.click(passwords().getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password edited successfully.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Old password is incorrect.')).not.toBeInTheDocument(),
    );
  });

  test('after 5 wrong passwords (login and this form share one count) the form shows the wait', async () => {
    const { user } = await renderAccount();
    // Someone at this client guesses the owner's password at login (mocks/throttle.ts).
    for (let i = 0; i < 5; i += 1) {
      const { response } = await fetchClient.POST('/api/user/login', {
        body: { email: accounts.owner.email, password: 'Wrong@123' },
      });
      expect(response.status).toBe(401);
    }
    await fillPasswords(user, accounts.owner.password, 'Fresh@456', 'Fresh@456');
    expect(
      // The wait counts from the last wrong password, while the form was being typed.
      await screen.findByText(/^Too many wrong passwords\. Please try again in \d+ seconds\.$/),
    ).toBeInTheDocument();
    expect(passwords().getByLabelText('Old password')).toHaveValue(accounts.owner.password);
    expect(passwords().getByLabelText('New password')).toHaveValue('Fresh@456');
  });

  test('a failure without a message shows "Failed to edit password."', async () => {
    server.use(http.patch('/api/user/{id}', failWith('')));
    const { user } = await renderAccount();
    await fillPasswords(user, accounts.owner.password, 'Fresh@456', 'Fresh@456');
    expect(await screen.findByText('Failed to edit password.')).toBeInTheDocument();
  });
});
