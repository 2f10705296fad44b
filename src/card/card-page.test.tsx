import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { buildProfile } from '@mocks/factories';
import { http } from '@mocks/handlers/context';
import { backend, server } from '@mocks/node';
import { seedIds } from '@mocks/store';
import { renderCardPage } from '@tests/support/card-page';
import { allowContractViolations } from '@tests/support/contract';
import { accounts, loginAs } from '@tests/support/render';
import { browserNavigation } from './browser-navigation';

const tapsOf = (id: string) => backend.store.profileById(id)?.meta.taps;

// The insights events load after the first paint, in a chunk of their own: Vitest transforms
// that module on its first import, which on a cold, busy worker takes longer than a test waits
// for the view it sends. Done here once, the tests time the page, not the transform.
beforeAll(() => import('@/capabilities/insights/card/later/card-events'), 60_000);

/** Records the public-profile requests the page makes. */
function watchProfileRequests() {
  const urls: URL[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (/^\/api\/profile\/[^/]+$/.test(url.pathname)) urls.push(url);
  };
  server.events.on('request:start', record);
  return { urls, stop: () => server.events.removeListener('request:start', record) };
}

describe('public card page (the lean entry visitors get)', () => {
  test('shows the skeleton, then the card; one request with count=true counts one tap; the title names the card', async () => {
    const requests = watchProfileRequests();
    const before = tapsOf(seedIds.fullCard) ?? 0;
    renderCardPage(`/profile/${seedIds.fullCard}`);
    // No word in any language before the card: profile.html's skeleton, busy.
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(/^…$/);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Owen Owner' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { busy: true })).toBeNull();
    expect(document.title).toBe('Owen Owner - Profile');
    expect(requests.urls.map((u) => u.searchParams.get('count'))).toEqual(['true']);
    expect(tapsOf(seedIds.fullCard)).toBe(before + 1);
    requests.stop();
  });

  test('reports its view with its card answer\'s view token, so the view counts (contract "Insights")', async () => {
    const card = seedIds.lightCard;
    const counted = () =>
      Object.values(backend.store.state.insights.buckets[card] ?? {}).reduce(
        (sum, b) => sum + (b.v ?? 0) + (b.b ?? 0),
        0,
      );
    renderCardPage(`/profile/${card}`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(counted()).toBe(1), { timeout: 5000 });
    expect(Object.values(backend.store.state.insights.tokens)).toEqual([
      expect.objectContaining({ card, source: 'direct' }),
    ]);
  });

  test('passes count=false to the server (the list View button), which then counts no tap', async () => {
    const requests = watchProfileRequests();
    const before = tapsOf(seedIds.fullCard);
    renderCardPage(`/profile/${seedIds.fullCard}?count=false`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Owen Owner' }),
    ).toBeInTheDocument();
    expect(requests.urls.map((u) => u.searchParams.get('count'))).toEqual(['false']);
    expect(tapsOf(seedIds.fullCard)).toBe(before);
    requests.stop();
  });

  test('a dialog is a history entry: the back button closes it, and the card is not loaded again', async () => {
    const requests = watchProfileRequests();
    const { user } = renderCardPage(`/profile/${seedIds.fullCard}`);
    const entries = window.history.length;
    await user.click(await screen.findByRole('tab', { name: 'Location' }));
    // The Location tab's code loads when it first opens.
    await user.click(await screen.findByRole('button', { name: /^Address/ }));
    expect(await screen.findByRole('dialog', { name: 'Address' })).toBeInTheDocument();
    expect(window.history.length).toBe(entries + 1);
    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.urls).toHaveLength(1);
    requests.stop();
  });

  test('an inactive card goes to /error with the server message, replacing the history entry', async () => {
    const entries = window.history.length;
    const { path } = renderCardPage(`/profile/${seedIds.inactiveCard}`);
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong !' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Error : This profile is inactive.')).toBeInTheDocument();
    expect(path()).toBe('/error');
    expect(window.history.length).toBe(entries);
  });

  test('an unknown card shows the server message', async () => {
    renderCardPage('/profile/nope');
    expect(await screen.findByText('Error : Profile not found.')).toBeInTheDocument();
  });

  test('a failure without a message shows "Failed to load profile"', async () => {
    allowContractViolations(); // a proxy's HTML error page is not in the contract
    server.use(
      http.get('/api/profile/{profileId}', ({ response }) =>
        response.untyped(new HttpResponse('<html>oops</html>', { status: 502 })),
      ),
    );
    renderCardPage(`/profile/${seedIds.fullCard}`);
    expect(await screen.findByText('Error : Failed to load profile')).toBeInTheDocument();
  });

  test('a redirect card sends the browser to its http(s) URL instead of rendering', async () => {
    const replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    renderCardPage(`/profile/${seedIds.redirectCard}`);
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith('https://tapcard.example.com/campaign'),
    );
    expect(replace).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Redirecting' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Old campaign card' })).not.toBeInTheDocument();
  });

  test('a redirect URL that is not http(s) is ignored and the card renders', async () => {
    const replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    const card = backend.store.profileById(seedIds.redirectCard);
    if (!card) throw new Error('seed changed');
    card.meta.redirectUrl = 'javascript:alert(document.cookie)';
    // The contract now forbids this URL (docs/security.md, V5); the page must not trust that.
    allowContractViolations();
    renderCardPage(`/profile/${seedIds.redirectCard}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Old campaign card' }),
    ).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  test('a hostile card from the server renders as text, with only http(s) links', async () => {
    const xss = '<img src=x onerror=alert(1)>';
    const hostile = buildProfile({
      general: { name: xss, tagLine: '"><script>alert(1)</script>', description: xss },
      socials: { website: 'javascript:alert(1)', instagram: 'https://ok.example.com/ig' },
      documents: [{ name: xss, content: 'data:text/html,<script>alert(1)</script>' }],
      other: { upi: { name: '', content: '' }, googleReviewUrl: 'javascript:alert(1)' },
    });
    backend.store.state.profiles.push(hostile);
    allowContractViolations(); // the contract forbids these URLs; the page must not trust that

    const { user } = renderCardPage(`/profile/${hostile._id}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(xss);
    expect(document.title).toBe(`${xss} - Profile`);
    expect(screen.getByText('"><script>alert(1)</script>')).toBeInTheDocument();
    // The default logo is drawn inline (no src, ADR 0005); no contact data, no Contact tab.
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('data-logo'))).toEqual([
      'default',
    ]);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Description',
      'Socials',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Socials' }));
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      'https://ok.example.com/ig',
    ]);
  });
});

describe('the card page footer uses the app session calls', () => {
  test('logged out: Login, no Dashboard', async () => {
    renderCardPage(`/profile/${seedIds.fullCard}`);
    const quick = within(await screen.findByRole('navigation', { name: 'Quick links' }));
    expect(await quick.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(quick.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  test('logged in: Logout ends the session and hands over to /login with "Logged out"', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    const { user, path } = renderCardPage(`/profile/${seedIds.fullCard}`);
    const quick = within(await screen.findByRole('navigation', { name: 'Quick links' }));
    expect(await quick.findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await user.click(quick.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(path()).toBe('/login');
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(Object.keys(backend.store.state.sessions)).toEqual([]);
  });
});
