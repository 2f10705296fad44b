import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { http } from '@mocks/handlers/context';
import { backend, server } from '@mocks/node';
import { captureDownloads } from '@tests/support/downloads';
import { accounts, loginAs, renderRoute } from '@tests/support/render';

async function openPage() {
  await loginAs(accounts.admin.email, accounts.admin.password);
  const utils = renderRoute('/dashboard/create-profile');
  await screen.findByRole('heading', { name: 'Create a new Profile' });
  return utils;
}

describe('create profiles', () => {
  test('a non-admin is sent to /access-denied', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    renderRoute('/dashboard/create-profile');
    expect(await screen.findByRole('heading', { name: 'Access Denied !' })).toBeInTheDocument();
  });

  test('the name is required', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText("Please enter profile's name")).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'New profile IDs' })).not.toBeInTheDocument();
  });

  test('the counter starts at 1, cannot go below 1 and has plus and minus buttons', async () => {
    const { user } = await openPage();
    const counter = screen.getByLabelText('Number of profiles');
    const minus = screen.getByRole('button', { name: 'Decrease number of profiles' });
    expect(counter).toHaveValue('1');
    expect(minus).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase number of profiles' }));
    await user.click(screen.getByRole('button', { name: 'Increase number of profiles' }));
    expect(counter).toHaveValue('3');
    await user.click(minus);
    expect(counter).toHaveValue('2');
    await user.clear(counter);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please enter how many profiles to create')).toBeInTheDocument();
  });

  test('a count out of range or not whole is kept as typed, with what to type instead, and nothing is created', async () => {
    const before = backend.store.state.profiles.length;
    const { user } = await openPage();
    await user.type(screen.getByLabelText(/Profile's name/), 'Badge');
    const counter = screen.getByLabelText('Number of profiles');
    expect(counter).toHaveAccessibleDescription('A whole number from 1 to 500');
    const tries: [typed: string, message: string][] = [
      ['100000', 'Create at most 500 profiles at a time'],
      ['2.5', 'Please enter a whole number'],
      ['0', 'Create at least 1 profile'],
    ];
    for (const [typed, message] of tries) {
      await user.clear(counter);
      await user.type(counter, typed);
      await user.click(screen.getByRole('button', { name: 'Create' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(counter).toHaveValue(typed);
    }
    expect(backend.store.state.profiles).toHaveLength(before);
  });

  test('a count’s message follows a language change, both ways', async () => {
    const { user } = await openPage();
    const counter = screen.getByLabelText('Number of profiles');
    await user.clear(counter);
    await user.type(counter, '0');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Create at least 1 profile')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');
    expect(await screen.findByText('कम से कम 1 प्रोफ़ाइल बनाएँ')).toBeInTheDocument();
    expect(screen.queryByText('Create at least 1 profile')).toBeNull();
    await user.clear(screen.getByLabelText('प्रोफ़ाइलों की संख्या'));
    await user.type(screen.getByLabelText('प्रोफ़ाइलों की संख्या'), '501');
    expect(await screen.findByText('एक बार में अधिकतम 500 प्रोफ़ाइलें बनाएँ')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'en');
    expect(await screen.findByText('Create at most 500 profiles at a time')).toBeInTheDocument();
  });

  test('creates the cards and lists their IDs, copied comma separated', async () => {
    const before = backend.store.state.profiles.length;
    const { user } = await openPage();
    await user.type(screen.getByLabelText(/Profile's name/), 'Event badge');
    await user.click(screen.getByRole('button', { name: 'Increase number of profiles' }));
    await user.click(screen.getByRole('button', { name: 'Increase number of profiles' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const list = await screen.findByRole('list', { name: 'New profile IDs' });
    const created = backend.store.state.profiles.slice(before);
    expect(created).toHaveLength(3);
    expect(created.every((p) => p.general.name === 'Event badge')).toBe(true);
    const ids = created.map((p) => p._id);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(ids);
    expect(screen.getByRole('heading', { name: '3 profiles created' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy all IDs' }));
    expect(await screen.findByText('Copied to Clipboard !')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(ids.join(','));
  });

  test('prints a sheet with one QR code per new card and its number', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openPage();
    await user.type(screen.getByLabelText(/Profile's name/), 'Sheet');
    await user.click(screen.getByRole('button', { name: 'Increase number of profiles' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const sheet = within(await screen.findByRole('region', { name: 'QR codes to print' }));
    const ids = within(screen.getByRole('list', { name: 'New profile IDs' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    for (const id of ids) {
      expect(sheet.getByTitle(`QR code for card ${id}`)).toBeInTheDocument();
      expect(sheet.getByText(id)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Print QR codes' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  test('downloads a CSV of card numbers and card URLs', async () => {
    const { blobs } = captureDownloads('blob:csv');
    const { user } = await openPage();
    await user.type(screen.getByLabelText(/Profile's name/), 'Csv');
    await user.click(screen.getByRole('button', { name: 'Increase number of profiles' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const ids = within(await screen.findByRole('list', { name: 'New profile IDs' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const origin = window.location.origin;
    expect(await blobs[0]!.text()).toBe(
      `Card number,Card URL\r\n${ids.map((id) => `${id},${origin}/profile/${id}?s=nfc`).join('\r\n')}\r\n`,
    );
  });

  test('a failure shows the server message and creates nothing', async () => {
    server.use(
      http.post('/api/profile', ({ response }) =>
        response(500).json({ success: false, message: 'Quota reached' }),
      ),
    );
    const { user } = await openPage();
    await user.type(screen.getByLabelText(/Profile's name/), 'Fails');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Quota reached')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'New profile IDs' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Profile's name/)).toHaveValue('Fails');
  });

  test('a failure without a message shows the fallback', async () => {
    server.use(
      http.post('/api/profile', ({ response }) =>
        response(500).json({ success: false, message: 'Something went wrong' }),
      ),
    );
    const { user } = await openPage();
    await user.type(screen.getByLabelText(/Profile's name/), 'Fails');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Failed to create Profiles.')).toBeInTheDocument();
  });

  test('the button is disabled while creating', async () => {
    backend.control.latencyMs = 300;
    const { user } = await openPage();
    await user.type(screen.getByLabelText(/Profile's name/), 'Slow');
    const create = screen.getByRole('button', { name: 'Create' });
    await user.click(create);
    await waitFor(() => expect(create).toBeDisabled());
    await user.click(create);
    await screen.findByRole('list', { name: 'New profile IDs' });
    expect(
      within(screen.getByRole('list', { name: 'New profile IDs' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });
});
