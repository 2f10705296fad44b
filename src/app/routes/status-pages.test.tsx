import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { renderRoute } from '@tests/support/render';
import { RouteErrorBoundary } from './status-pages';

describe('status pages', () => {
  test('an unknown path shows "Page not found !" with Go back to /dashboard', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found !' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  test('/access-denied shows "Access Denied !" with Go back to /dashboard', async () => {
    renderRoute('/access-denied');
    expect(await screen.findByRole('heading', { name: 'Access Denied !' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/dashboard');
  });

  test('/error shows the message from the navigation state', async () => {
    const { router } = renderRoute('/login');
    await screen.findByRole('heading', { name: 'Login' });
    await router.navigate('/error', { state: { message: 'Failed to load profile' } });
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong !' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Error : Failed to load profile')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/dashboard');
  });

  test('/error without a message says "Unknown error"', async () => {
    renderRoute('/error');
    expect(await screen.findByText('Error : Unknown error')).toBeInTheDocument();
  });

  test('an unhandled route error shows the router-level error screen with the footer', async () => {
    // React Router reports the thrown error on the console; that log is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Render exploded');
    }
    const router = createMemoryRouter([
      { path: '/', element: <Broken />, errorElement: <RouteErrorBoundary /> },
    ]);
    render(
      <Providers queryClient={createQueryClient()} env="test" initialUser={null}>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong !' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Error : Render exploded')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
