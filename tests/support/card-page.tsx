import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { onTestFinished } from 'vitest';
import { Providers } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { cardClient } from '@/card/card-client';
import { startCardPage } from '@/card/card-page';
import { requestCard } from '@/card/card-request';
import { countParam } from '@/config/card-preload';
import { cardIdOf } from '@/config/paths';
import { createQueryClient } from '@/lib/query-client';
import { indexSkeleton } from './index-skeleton';

/**
 * Opens `path` (/profile/{id}?…) as the card's entry (src/card/main.tsx) serves it to a
 * visitor, against the real mock backend: profile.html's skeleton, the card request, then
 * `startCardPage` (no router, TanStack Query or Mantine). A handover to the app (a failed load
 * to /error, logout to /login) mounts the real app there as src/app/mount.tsx does (its
 * router's `navigate`, history replaced). `path()` reads the browser's location.
 */
export function renderCardPage(path: string) {
  window.history.replaceState(null, '', path);
  const { pathname, search } = window.location;
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = indexSkeleton;
  onTestFinished(() => container.remove());
  let page: Pick<RenderResult, 'rerender' | 'unmount'> | undefined;
  const root = {
    render(ui: ReactNode) {
      if (page) page.rerender(ui);
      else page = render(ui, { container });
    },
    unmount: () => page?.unmount(),
  };
  const openApp = async (to: string, state?: unknown) => {
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient);
    onTestFinished(() => router.dispose());
    await router.navigate(to, { replace: true, state });
    render(
      <Providers queryClient={queryClient} env="test">
        <RouterProvider router={router} />
      </Providers>,
    );
  };
  const user = userEvent.setup();
  const started = startCardPage({
    answer: requestCard(
      cardClient,
      cardIdOf(pathname) ?? '',
      countParam(new URLSearchParams(search)),
    ),
    container,
    root,
    openApp,
  });
  return { user, started, path: () => window.location.pathname };
}
