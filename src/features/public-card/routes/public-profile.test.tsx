import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { buildProfile } from '@mocks/factories';
import { http } from '@mocks/handlers/context';
import { backend, server } from '@mocks/node';
import { seedIds } from '@mocks/store';
import { allowContractViolations } from '@tests/support/contract';
import { renderRoute } from '@tests/support/render';
import { browserNavigation } from '../browser-navigation';

const tapsOf = (id: string) => backend.store.profileById(id)?.meta.taps;

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

describe('public card page', () => {
  test('shows a loader, then the card; one request with count=true counts one tap; the title names the card', async () => {
    const requests = watchProfileRequests();
    const before = tapsOf(seedIds.fullCard) ?? 0;
    renderRoute(`/profile/${seedIds.fullCard}`);
    expect(await screen.findByRole('status', { name: 'Loading profile' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Owen Owner' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Owen Owner - Profile');
    expect(requests.urls.map((u) => u.searchParams.get('count'))).toEqual(['true']);
    expect(tapsOf(seedIds.fullCard)).toBe(before + 1);
    requests.stop();
  });

  test('passes count=false to the server (the list View button), which then counts no tap', async () => {
    const requests = watchProfileRequests();
    const before = tapsOf(seedIds.fullCard);
    renderRoute(`/profile/${seedIds.fullCard}?count=false`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Owen Owner' }),
    ).toBeInTheDocument();
    expect(requests.urls.map((u) => u.searchParams.get('count'))).toEqual(['false']);
    expect(tapsOf(seedIds.fullCard)).toBe(before);
    requests.stop();
  });

  test('opening and closing a dialog does not load the card again', async () => {
    const requests = watchProfileRequests();
    const { user, router } = renderRoute(`/profile/${seedIds.fullCard}`);
    await user.click(await screen.findByRole('tab', { name: 'Location' }));
    await user.click(screen.getByRole('button', { name: 'Address' }));
    expect(await screen.findByRole('dialog', { name: 'Address' })).toBeInTheDocument();
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.urls).toHaveLength(1);
    requests.stop();
  });

  test('an inactive card goes to /error with the server message, replacing the history entry', async () => {
    const { router } = renderRoute(`/profile/${seedIds.inactiveCard}`);
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong !' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Error : This profile is inactive.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('an unknown card shows the server message', async () => {
    renderRoute('/profile/nope');
    expect(await screen.findByText('Error : Profile not found.')).toBeInTheDocument();
  });

  test('a failure without a message shows "Failed to load profile"', async () => {
    allowContractViolations(); // a proxy's HTML error page is not in the contract
    server.use(
      http.get('/api/profile/{profileId}', ({ response }) =>
        response.untyped(new HttpResponse('<html>oops</html>', { status: 502 })),
      ),
    );
    renderRoute(`/profile/${seedIds.fullCard}`);
    expect(await screen.findByText('Error : Failed to load profile')).toBeInTheDocument();
  });

  test('a redirect card sends the browser to its http(s) URL instead of rendering', async () => {
    const replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    renderRoute(`/profile/${seedIds.redirectCard}`);
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
    allowContractViolations(); // the contract now forbids this URL (issue #17); the page must not trust that
    renderRoute(`/profile/${seedIds.redirectCard}`);
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

    const { user } = renderRoute(`/profile/${hostile._id}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(xss);
    expect(document.title).toBe(`${xss} - Profile`);
    expect(screen.getByText('"><script>alert(1)</script>')).toBeInTheDocument();
    // Issue #10: the default logo is drawn inline (no src); no contact data, no Contact tab.
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
