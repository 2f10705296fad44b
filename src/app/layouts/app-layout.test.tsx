import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { http } from '@mocks/handlers/context';
import { server } from '@mocks/node';
import { seedIds } from '@mocks/store';
import { brand } from '@/config/brand';
import { allowContractViolations } from '@tests/support/contract';
import { accounts, loginAs, renderRoute } from '@tests/support/render';
import { countRequests } from '@tests/support/request-count';

const footer = () => within(screen.getByRole('contentinfo'));

describe('footer', () => {
  test('a logged-out visitor gets Login, contact and social links and the year', async () => {
    renderRoute('/login');
    await screen.findByRole('heading', { name: 'Login' });
    // The footer loads after the page (it is outside the public card's first download).
    await screen.findByRole('contentinfo');
    const quick = within(footer().getByRole('navigation', { name: 'Quick links' }));
    expect(quick.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(quick.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(quick.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();

    expect(footer().getByRole('link', { name: brand.contactPhoneLabel })).toHaveAttribute(
      'href',
      `tel:${brand.contactPhone}`,
    );
    expect(footer().getByRole('link', { name: brand.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${brand.contactEmail}`,
    );
    const instagram = footer().getByRole('link', { name: 'Instagram' });
    expect(instagram).toHaveAttribute('href', brand.instagram);
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(footer().getByRole('link', { name: 'Website' })).toHaveAttribute('href', brand.website);
    expect(
      footer().getByText(
        `© ${new Date().getFullYear()} ${brand.productName}. All rights reserved.`,
      ),
    ).toBeInTheDocument();
  });

  test('a logged-in user gets Dashboard and Logout instead of Login, on every screen', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    renderRoute(`/profile/${seedIds.fullCard}`);
    const quick = within(await screen.findByRole('navigation', { name: 'Quick links' }));
    expect(await quick.findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(quick.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(quick.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  test('Logout: busy while in flight, then "Logged out" and /login replacing the entry', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    const requests = countRequests();
    server.use(
      http.post('/api/user/logout', async () => {
        await delay(100);
        return undefined; // on to the real handler
      }),
    );
    const { user, router } = renderRoute('/dashboard/my-account');
    const logout = await within(
      await screen.findByRole('navigation', { name: 'Quick links' }),
    ).findByRole('button', {
      name: 'Logout',
    });
    await user.click(logout);
    expect(logout).toBeDisabled();
    await user.click(logout);
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(requests('/api/user/logout')).toBe(1);
    // Logged out for real: the footer offers Login, and the dashboard is closed again.
    expect(
      await within(screen.getByRole('contentinfo')).findByRole('link', { name: 'Login' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Please login.')).not.toBeInTheDocument();
  });

  test('a failed logout shows the server message and keeps the user logged in', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    server.use(
      http.post('/api/user/logout', ({ response }) =>
        response(500).json({ success: false, message: 'Try later' }),
      ),
    );
    const { user, router } = renderRoute('/dashboard/my-account');
    const quick = within(await screen.findByRole('navigation', { name: 'Quick links' }));
    await user.click(await quick.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Try later')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/my-account');
    expect(quick.getByRole('button', { name: 'Logout' })).toBeEnabled();
  });

  test('a failed logout without a message shows "Logout failed"', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    allowContractViolations(); // a proxy's HTML error page, not a contract answer
    server.use(
      http.post('/api/user/logout', ({ response }) =>
        response.untyped(new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })),
      ),
    );
    const { user } = renderRoute('/dashboard/my-account');
    const quick = within(await screen.findByRole('navigation', { name: 'Quick links' }));
    await user.click(await quick.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
  });
});

describe('scroll to top', () => {
  test('every new path scrolls the window to the top, smoothly', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderRoute('/login');
    await screen.findByRole('heading', { name: 'Login' });
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Create an Account' }));
    await screen.findByRole('heading', { name: 'Create an Account' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  test('jumps at once when the user prefers reduced motion', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query.includes('prefers-reduced-motion'),
    }));
    renderRoute('/register');
    await screen.findByRole('heading', { name: 'Create an Account' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
