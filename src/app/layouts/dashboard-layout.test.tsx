import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { accounts, loginAs, renderRoute } from '@tests/support/render';

const menu = () => within(screen.getByRole('navigation', { name: 'Dashboard menu' }));

describe('dashboard shell', () => {
  test("greets the user with their e-mail and name and lists a user's menu", async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    renderRoute('/dashboard/my-account');
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.getByText('Owen Owner')).toBeInTheDocument();
    expect(screen.getByText(accounts.owner.email, { exact: false })).toBeInTheDocument();

    expect(menu().getByRole('link', { name: 'My Profiles' })).toHaveAttribute(
      'href',
      '/dashboard/my-profiles',
    );
    expect(menu().getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(menu().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(menu().queryByRole('link', { name: 'All Profiles' })).not.toBeInTheDocument();
    expect(menu().queryByRole('link', { name: 'Create Profile' })).not.toBeInTheDocument();
  });

  test('admins also get All Profiles and Create Profile', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    renderRoute('/dashboard/my-account');
    await screen.findByRole('heading', { name: 'Welcome back!' });
    expect(menu().getByRole('link', { name: 'All Profiles' })).toHaveAttribute(
      'href',
      '/dashboard/all-profiles',
    );
    expect(menu().getByRole('link', { name: 'Create Profile' })).toHaveAttribute(
      'href',
      '/dashboard/create-profile',
    );
  });

  test('the menu navigates between dashboard pages', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    const { user, router } = renderRoute('/dashboard/my-profiles');
    await screen.findByRole('heading', { name: 'Welcome back!' });
    await user.click(menu().getByRole('link', { name: 'My Account' }));
    expect(await screen.findByRole('heading', { name: 'My Details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/my-account');
  });

  test('the burger opens and closes the menu on a phone', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    const { user } = renderRoute('/dashboard/my-account');
    await screen.findByRole('heading', { name: 'Welcome back!' });
    // jsdom's window is desktop-wide, where the burger is hidden; e2e covers a real phone.
    const burger = screen.getByLabelText('Open menu');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAttribute('aria-controls', 'dashboard-menu');
    await user.click(burger);
    expect(screen.getByLabelText('Close menu')).toHaveAttribute('aria-expanded', 'true');
    // Choosing an entry closes it again.
    await user.click(menu().getByRole('link', { name: 'My Profiles' }));
    expect(await screen.findByLabelText('Open menu')).toHaveAttribute('aria-expanded', 'false');
  });

  test('Logout in the menu logs out to /login with "Logged out"', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    const { user, router } = renderRoute('/dashboard/my-account');
    await screen.findByRole('heading', { name: 'Welcome back!' });
    await user.click(menu().getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
