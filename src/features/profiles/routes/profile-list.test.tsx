import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { http } from '@mocks/handlers/context';
import { backend, server } from '@mocks/node';
import { applyScenario } from '@mocks/scenarios';
import { seedIds } from '@mocks/store';
import { fullCardMeanViews, seededTaps } from '@mocks/insights';
import { formatCount } from '@/lib/format-count';
import { fetchClient } from '@/api/client';
import { brand } from '@/config/brand';
import { accounts, loginAs, renderRoute } from '@tests/support/render';

const cardOf = (id: string) => screen.getByRole('article', { name: `Card ${id}` });

/** Registers a new owner through the API and verifies the e-mail with the mailed code. */
async function registerVerifiedOwner(email: string) {
  await fetchClient.POST('/api/user/register', {
    body: {
      name: 'Nina',
      email,
      phone: { code: 'IN', number: '9876543210' },
      password: 'Nina@123',
    },
  });
  const mail = backend.store.state.mailbox.find((m) => m.to === email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
  const { error } = await fetchClient.POST('/api/user/verify-email', { body: { code } });
  if (error) throw new Error(`verify failed: ${error.message}`);
}

describe('my profiles', () => {
  test('owner sees each card with name, taps, status and number', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    renderRoute('/dashboard/my-profiles');
    expect(
      await screen.findByRole('heading', { name: 'My Tapcard Profiles (5)' }),
    ).toBeInTheDocument();

    const full = within(cardOf(seedIds.fullCard));
    expect(full.getByText('Profile Name')).toBeInTheDocument();
    expect(full.getByText('Owen Owner')).toBeInTheDocument();
    expect(full.getByText('Taps')).toBeInTheDocument();
    // The seed's taps: at least every seeded view (mocks/insights.ts), written out in full.
    expect(full.getByText(formatCount(seededTaps(fullCardMeanViews)))).toBeInTheDocument();
    expect(full.getByText('Active')).toBeInTheDocument();
    expect(full.getByText('Card number')).toBeInTheDocument();
    expect(full.getByText(seedIds.fullCard)).toBeInTheDocument();

    expect(within(cardOf(seedIds.inactiveCard)).getByText('Inactive')).toBeInTheDocument();
    // A list of my cards has no filter.
    expect(screen.queryByLabelText('Filter by')).not.toBeInTheDocument();
  });

  test('View opens the public page in a new tab without counting a tap', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    renderRoute('/dashboard/my-profiles');
    const view = within(
      await screen.findByRole('article', { name: `Card ${seedIds.fullCard}` }),
    ).getByRole('link', { name: 'View' });
    expect(view).toHaveAttribute('href', `/profile/${seedIds.fullCard}?count=false`);
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  test('Edit opens the editor of that card', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    const { user, router } = renderRoute('/dashboard/my-profiles');
    const card = within(
      await screen.findByRole('article', { name: `Card ${seedIds.minimalCard}` }),
    );
    await user.click(card.getByRole('link', { name: 'Edit' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/my-profiles/${seedIds.minimalCard}`),
    );
  });

  test('a redirect card is named (Redirect Profile) and has no Edit', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    renderRoute('/dashboard/my-profiles');
    const card = within(
      await screen.findByRole('article', { name: `Card ${seedIds.redirectCard}` }),
    );
    expect(card.getByText('(Redirect Profile)')).toBeInTheDocument();
    expect(card.queryByText('Old campaign card')).not.toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View' })).toBeInTheDocument();
  });

  test('a user without cards sees the empty state', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    renderRoute('/dashboard/my-profiles');
    expect(
      await screen.findByRole('heading', { name: 'My Tapcard Profiles (0)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You have no profiles.')).toBeInTheDocument();
  });

  test('a new owner without cards learns how a card reaches them and whom to ask', async () => {
    await registerVerifiedOwner('nina@example.com');
    renderRoute('/dashboard/my-profiles');
    const empty = within(await screen.findByRole('region', { name: 'You have no profiles.' }));
    expect(empty.getByText(/linked to your account/)).toHaveTextContent('nina@example.com');
    expect(empty.getByRole('link', { name: brand.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${brand.contactEmail}`,
    );
    expect(empty.getByRole('link', { name: brand.contactPhoneLabel })).toHaveAttribute(
      'href',
      `tel:${brand.contactPhone}`,
    );
  });

  test('a load failure goes to /error with the server message', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    server.use(
      http.get('/api/profile', ({ response }) =>
        response(500).json({ success: false, message: 'Database is down' }),
      ),
    );
    const { router } = renderRoute('/dashboard/my-profiles');
    expect(await screen.findByText('Error : Database is down')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
  });

  test('a load failure without a message shows the fallback', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    // The body the client makes of a failure without a usable body (spec §8).
    server.use(
      http.get('/api/profile', ({ response }) =>
        response(500).json({ success: false, message: 'Something went wrong' }),
      ),
    );
    renderRoute('/dashboard/my-profiles');
    expect(await screen.findByText('Error : Failed to load profile')).toBeInTheDocument();
  });
});

describe('all profiles (admin)', () => {
  test("each card shows its owner's e-mail and its status", async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    renderRoute('/dashboard/all-profiles');
    const full = within(await screen.findByRole('article', { name: `Card ${seedIds.fullCard}` }));
    expect(full.getByText('Owner')).toBeInTheDocument();
    expect(full.getByText('owner@example.com')).toBeInTheDocument();
    expect(full.getByText('Active')).toBeInTheDocument();
    const blank = within(cardOf(seedIds.firstBlankCard));
    expect(blank.getByText('No owner')).toBeInTheDocument();
  });

  test('the status filter narrows the list and the count follows it', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    const { user } = renderRoute('/dashboard/all-profiles');
    const status = await screen.findByLabelText('Status');
    expect(status).toHaveValue('all');
    await user.selectOptions(status, 'Inactive');
    expect(
      await screen.findByRole('heading', { name: 'All Tapcard Profiles (1)' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(within(cardOf(seedIds.inactiveCard)).getByText('Inactive')).toBeInTheDocument();

    await user.selectOptions(status, 'Redirect');
    expect(
      await screen.findByRole('heading', { name: 'All Tapcard Profiles (1)' }),
    ).toBeInTheDocument();
    const redirect = within(cardOf(seedIds.redirectCard));
    expect(redirect.getByText('Redirects to')).toBeInTheDocument();

    await user.selectOptions(status, 'Active');
    expect(
      await screen.findByRole('heading', { name: 'All Tapcard Profiles (27)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: `Card ${seedIds.inactiveCard}` })).toBeNull();

    await user.selectOptions(status, 'All');
    expect(
      await screen.findByRole('heading', { name: 'All Tapcard Profiles (29)' }),
    ).toBeInTheDocument();
  });

  test('the status filter combines with the name filter', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    const { user } = renderRoute('/dashboard/all-profiles');
    await user.selectOptions(await screen.findByLabelText('Status'), 'Active');
    await user.selectOptions(screen.getByLabelText('Filter by'), 'Name');
    await user.type(screen.getByLabelText('Search'), 'owen');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
  });

  test('the filters and the page are written to the address, replacing its history entry', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    const { user, router } = renderRoute('/dashboard/all-profiles');
    await user.selectOptions(await screen.findByLabelText('Status'), 'Active');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=active&page=2'));
    await user.selectOptions(screen.getByLabelText('Filter by'), 'Name');
    await user.type(screen.getByLabelText('Search'), 'Owen');
    // A new filter starts at page 1: the page leaves the address.
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        status: 'active',
        by: 'name',
        q: 'Owen',
      }),
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('the list opens as its address says', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    renderRoute('/dashboard/all-profiles?status=active&by=name&q=owen');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getByLabelText('Status')).toHaveValue('active');
    expect(screen.getByLabelText('Filter by')).toHaveValue('name');
    expect(screen.getByLabelText('Search')).toHaveValue('owen');
  });

  test('the editor’s Back to All Profiles finds the list as it was left, filters included', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    const { user, router } = renderRoute('/dashboard/all-profiles?status=active&by=name&q=owen');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    await user.click(
      within(screen.getAllByRole('article')[0]!).getByRole('link', { name: 'Edit' }),
    );
    const back = await screen.findByRole('link', { name: 'Back to All Profiles' });
    await user.click(back);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/dashboard/all-profiles?status=active&by=name&q=owen',
      ),
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getByLabelText('Search')).toHaveValue('owen');
  });

  test('an address with values the list does not know opens the whole list', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    renderRoute('/dashboard/all-profiles?status=lost&by=colour&page=-4');
    expect(
      await screen.findByRole('heading', { name: 'All Tapcard Profiles (29)' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('all');
    expect(screen.getByLabelText('Filter by')).toHaveValue('none');
    expect(screen.getByText('Showing 1–20 of 29')).toBeInTheDocument();
  });

  test('a link to the list from its menu starts it again, with no filter', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    const { router } = renderRoute('/dashboard/all-profiles?status=inactive');
    expect(
      await screen.findByRole('heading', { name: 'All Tapcard Profiles (1)' }),
    ).toBeInTheDocument();
    await act(() => router.navigate('/dashboard/all-profiles'));
    expect(
      await screen.findByRole('heading', { name: 'All Tapcard Profiles (29)' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('all');
  });

  test('lists every card with the count and pages through them', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    const { user } = renderRoute('/dashboard/all-profiles');
    expect(
      await screen.findByRole('heading', { name: 'All Tapcard Profiles (29)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 1–20 of 29')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText('Showing 21–29 of 29')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(9);
  });

  test('Edit goes to the admin editor', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    const { user, router } = renderRoute('/dashboard/all-profiles');
    const card = within(await screen.findByRole('article', { name: `Card ${seedIds.fullCard}` }));
    await user.click(card.getByRole('link', { name: 'Edit' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/all-profiles/${seedIds.fullCard}`),
    );
  });

  test("Share opens the list's dialog for the card pressed, then for the next one", async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    const { user } = renderRoute('/dashboard/all-profiles');
    const full = within(await screen.findByRole('article', { name: `Card ${seedIds.fullCard}` }));
    await user.click(full.getByRole('button', { name: 'Share' }));
    const first = await screen.findByRole('dialog', { name: `Share card ${seedIds.fullCard}` });
    await user.click(within(first).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(cardOf(seedIds.lightCard)).getByRole('button', { name: 'Share' }));
    const next = await screen.findByRole('dialog', { name: `Share card ${seedIds.lightCard}` });
    expect(within(next).getByLabelText('Card URL')).toHaveValue(
      `${window.location.origin}/profile/${seedIds.lightCard}?s=share`,
    );
  });

  test('the filter text is disabled while the basis is None', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    const { user } = renderRoute('/dashboard/all-profiles');
    const search = await screen.findByLabelText('Search');
    expect(screen.getByLabelText('Filter by')).toHaveValue('none');
    expect(search).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Filter by'), 'Name');
    expect(search).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Filter by'), 'None');
    expect(search).toBeDisabled();
  });

  test('filters by name, case-insensitively, from page 2 back to page 1', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    const { user } = renderRoute('/dashboard/all-profiles');
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await user.selectOptions(screen.getByLabelText('Filter by'), 'Name');
    await user.type(screen.getByLabelText('Search'), 'OWEN');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(screen.getByText('Showing 1–4 of 4')).toBeInTheDocument();
    // The heading keeps the total.
    expect(screen.getByRole('heading', { name: 'All Tapcard Profiles (29)' })).toBeInTheDocument();
  });

  test('filters by card number', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    const { user } = renderRoute('/dashboard/all-profiles');
    await user.selectOptions(await screen.findByLabelText('Filter by'), 'Card number');
    await user.type(screen.getByLabelText('Search'), seedIds.lightCard.slice(-4));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(within(cardOf(seedIds.lightCard)).getByText('Owen Light')).toBeInTheDocument();
  });

  test('a filter that matches nothing says so', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    const { user } = renderRoute('/dashboard/all-profiles');
    await user.selectOptions(await screen.findByLabelText('Filter by'), 'Card number');
    await user.type(screen.getByLabelText('Search'), 'zzz');
    expect(await screen.findByText('No card matches the filter.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  test('a single card needs no pagination', async () => {
    backend.store.state.profiles = backend.store.state.profiles.slice(0, 1);
    await loginAs(accounts.admin.email, accounts.admin.password);
    renderRoute('/dashboard/all-profiles');
    expect(
      await screen.findByRole('heading', { name: 'All Tapcard Profiles (1)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 1' })).not.toBeInTheDocument();
  });
});

describe('all profiles, page by page (contract listProfiles, optional paging)', () => {
  /** Adds blank cards through the API as the admin; returns how many cards there are now. */
  async function addCards(number: number) {
    const { error } = await fetchClient.POST('/api/profile', {
      body: { name: 'Batch card', number },
    });
    if (error) throw new Error(error.message);
    return backend.store.state.profiles.length;
  }

  /** The `page` of every list request the page sends, in order. */
  function recordPages() {
    const pages: (string | null)[] = [];
    const record = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/profile' && request.method === 'GET')
        pages.push(url.searchParams.get('page'));
    };
    server.events.on('request:start', record);
    return pages;
  }

  test('loads every card, 100 a page, and shows them all', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    const total = await addCards(230);
    const pages = recordPages();
    const { user } = renderRoute('/dashboard/all-profiles');
    expect(
      await screen.findByRole('heading', { name: `All Tapcard Profiles (${total})` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(pages).toEqual(['1', '2', '3']);
    expect(screen.getByText(`Showing 1–20 of ${total}`)).toBeInTheDocument();
    // The filters cover every page: the last card of the last page is found by its number.
    const last = backend.store.state.profiles.at(-1)!._id;
    await user.selectOptions(screen.getByLabelText('Filter by'), 'Card number');
    await user.type(screen.getByLabelText('Search'), last);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(cardOf(last)).toBeInTheDocument();
  });

  test('a server without paging answers every card to the first request', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    const total = await addCards(150);
    server.use(
      http.get('/api/profile', ({ response }) =>
        response(200).json({
          success: true,
          message: 'Profiles fetched.',
          data: {
            profiles: backend.store.state.profiles.map((p) => ({
              _id: p._id,
              general: { name: p.general.name },
              meta: { owner: p.meta.owner, isActive: p.meta.isActive, taps: p.meta.taps },
            })),
            count: total,
          },
        }),
      ),
    );
    const pages = recordPages();
    renderRoute('/dashboard/all-profiles');
    expect(
      await screen.findByRole('heading', { name: `All Tapcard Profiles (${total})` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(pages).toEqual(['1']);
  });

  test('an answer that is not the page asked for ends the list: a wrong count cannot loop', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    server.use(
      http.get('/api/profile', ({ response }) =>
        response(200).json({
          success: true,
          message: 'Profiles fetched.',
          data: {
            profiles: [
              {
                _id: seedIds.fullCard,
                general: { name: 'Owen Owner' },
                meta: { owner: null, isActive: true, taps: 0 },
              },
            ],
            count: 5_000_000,
            page: 4321,
            pageSize: 100,
          },
        }),
      ),
    );
    const pages = recordPages();
    renderRoute('/dashboard/all-profiles');
    expect(await screen.findByRole('heading', { name: /^All Tapcard Profiles/ })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(pages).toEqual(['1']);
  });

  test('a later page that fails keeps the cards loaded and offers Try again', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    const total = await addCards(150);
    let failing = true;
    server.use(
      http.get('/api/profile', ({ request, response }) =>
        failing && new URL(request.url).searchParams.get('page') === '2'
          ? response(500).json({ success: false, message: 'Database is busy' })
          : undefined,
      ),
    );
    const { user } = renderRoute('/dashboard/all-profiles');
    expect(
      await screen.findByText(`Showing 100 of ${total} cards: the rest failed to load.`),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 1–20 of 100')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.queryByText(/the rest failed to load/)).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByText(`Showing 1–20 of ${total}`)).toBeInTheDocument();
  });
});

describe('what the optional capabilities add to the lists', () => {
  /** The labels of a card's fields and the names of its buttons and links, in order. */
  const partsOf = (id: string) => {
    const card = within(cardOf(id));
    const inOrder = (a: Element, b: Element) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    return {
      fields: card.getAllByRole('term').map((dt) => dt.textContent),
      actions: [...card.queryAllByRole('link'), ...card.queryAllByRole('button')]
        .sort(inOrder)
        .map((el) => el.textContent),
    };
  };

  test('insights: Views (30 days) after Taps and Insights after Edit, in each card', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    renderRoute('/dashboard/my-profiles');
    await screen.findByRole('article', { name: `Card ${seedIds.fullCard}` });
    const full = partsOf(seedIds.fullCard);
    expect(full.fields.slice(0, 4)).toEqual(['Profile Name', 'Taps', 'Views (30 days)', 'Status']);
    expect(full.actions.slice(0, 4)).toEqual(['View', 'Edit', 'Insights', 'Share']);
    expect(
      within(cardOf(seedIds.fullCard)).getByRole('link', { name: 'Insights' }),
    ).toHaveAttribute('href', `/dashboard/my-profiles/${seedIds.fullCard}/insights`);
    // A redirect card has no Insights, as it has no Edit.
    expect(partsOf(seedIds.redirectCard).actions).not.toContain('Insights');
  });

  test('a server with only the spec: no Views (30 days), no Insights', async () => {
    applyScenario(backend, 'spec-only');
    await loginAs(accounts.owner.email, accounts.owner.password);
    renderRoute('/dashboard/my-profiles');
    await screen.findByRole('article', { name: `Card ${seedIds.fullCard}` });
    const full = partsOf(seedIds.fullCard);
    expect(full.fields).not.toContain('Views (30 days)');
    expect(full.actions.slice(0, 3)).toEqual(['View', 'Edit', 'Share']);
    expect(screen.queryByRole('link', { name: 'Insights' })).not.toBeInTheDocument();
  });

  test('insights: the admin’s Activity filter, after Status; "no views" narrows the count', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    const { user } = renderRoute('/dashboard/all-profiles');
    const activity = await screen.findByLabelText('Activity');
    const selects = within(screen.getByRole('search')).getAllByRole('combobox');
    expect(selects.indexOf(activity)).toBe(1);
    expect(activity).toHaveValue('any');
    expect(
      within(cardOf(seedIds.fullCard)).getByRole('link', { name: 'Insights' }),
    ).toHaveAttribute('href', `/dashboard/all-profiles/${seedIds.fullCard}/insights`);
    await user.selectOptions(activity, 'No views in 30 days');
    expect(
      await screen.findByRole('heading', { name: 'All Tapcard Profiles (28)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: `Card ${seedIds.fullCard}` })).toBeNull();
    await user.selectOptions(activity, 'Most views in 30 days');
    expect(
      await screen.findByRole('heading', { name: 'All Tapcard Profiles (29)' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')[0]).toBe(cardOf(seedIds.fullCard));
  });

  test('a server with only the spec: no Activity filter', async () => {
    applyScenario(backend, 'spec-only');
    await loginAs(accounts.admin.email, accounts.admin.password);
    renderRoute('/dashboard/all-profiles');
    expect(await screen.findByLabelText('Status')).toBeInTheDocument();
    expect(screen.queryByLabelText('Activity')).not.toBeInTheDocument();
  });
});
