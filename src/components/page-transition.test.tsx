import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, useOutlet } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PageTransition, pageLeaveMs, useIsLeaving } from './page-transition';

function Layout() {
  const { pathname } = useLocation();
  return <PageTransition transitionKey={pathname}>{useOutlet()}</PageTransition>;
}

function Page({ name }: { name: string }) {
  const leaving = useIsLeaving();
  return <h1>{`${name}${leaving ? ' (leaving)' : ''}`}</h1>;
}

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/a', element: <Page name="Page A" /> },
          { path: '/b', element: <Page name="Page B" /> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  // The default (browser) environment: transitions on, unlike the app's tests.
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { router };
}

describe('page transition', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('the old page leaves before the new one enters', async () => {
    const { router } = renderPages();
    expect(screen.getByRole('heading')).toHaveTextContent('Page A');
    await act(async () => router.navigate('/b'));
    // Still the old page, frozen, inert and marked as leaving; the new one is not mounted.
    const leaving = screen.getByRole('heading', { name: 'Page A (leaving)', hidden: true });
    // eslint-disable-next-line testing-library/no-node-access -- inert sits on the transition's wrapper
    expect(leaving.parentElement).toHaveAttribute('inert');
    expect(screen.queryByText(/Page B/)).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(pageLeaveMs));
    expect(screen.getByRole('heading')).toHaveTextContent('Page B');
    expect(screen.queryByText(/Page A/)).not.toBeInTheDocument();
  });

  test('a redirect (history replace) swaps at once', async () => {
    const { router } = renderPages();
    await act(async () => router.navigate('/b', { replace: true }));
    expect(screen.getByRole('heading')).toHaveTextContent('Page B');
  });

  test('coming back while the old page leaves keeps it', async () => {
    const { router } = renderPages();
    await act(async () => router.navigate('/b'));
    await act(async () => router.navigate('/a'));
    expect(screen.getByRole('heading')).toHaveTextContent('Page A');
    await act(async () => vi.advanceTimersByTime(pageLeaveMs));
    expect(screen.getByRole('heading')).toHaveTextContent('Page A');
  });

  test('with reduced motion the page swaps at once', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query.includes('prefers-reduced-motion'),
    }));
    const { router } = renderPages();
    await act(async () => router.navigate('/b'));
    expect(screen.getByRole('heading')).toHaveTextContent('Page B');
  });
});
