import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { onTestFinished } from 'vitest';
import { Providers } from '@/app/providers';
import { routes } from '@/app/router';
import { startCardPage } from '@/features/public-card/lean-card-page';
import { cardIdOf } from '@/config/card-path';
import { countParam, fetchCardAnswer } from '@/features/public-card/card-request';
import { createQueryClient } from '@/lib/query-client';
import { indexSkeleton } from './index-skeleton';

/**
 * Opens `path` (/profile/{id}?…) as src/main.tsx serves it to a visitor, against the real mock
 * backend: index.html's skeleton, the card request, then `startCardPage` (the lean page: no
 * router, TanStack Query or Mantine). A handover to the app (a failed load to /error, logout to
 * /login) moves the browser history as main.tsx's `openApp` does (entry replaced, router state
 * in `usr`) and renders the real app routes there. `path()` reads the browser's location.
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
    window.history.replaceState({ usr: state ?? null, key: 'default', idx: 0 }, '', to);
    const router = createBrowserRouter(routes);
    onTestFinished(() => router.dispose());
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <RouterProvider router={router} />
      </Providers>,
    );
    await Promise.resolve();
  };
  const user = userEvent.setup();
  const started = startCardPage({
    answer: fetchCardAnswer(cardIdOf(pathname) ?? '', countParam(new URLSearchParams(search))),
    container,
    root,
    openApp,
    loadToastHost: () => undefined,
  });
  return { user, started, path: () => window.location.pathname };
}
