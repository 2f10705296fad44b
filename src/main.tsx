import { cardIdOf, fetchCardAnswer, takeVisit } from '@/features/public-card/card-request';
import { embeddedCardAnswer } from '@/features/public-card/embedded-card';
import { prefetchSession } from '@/api/session';

/**
 * The dispatcher (issue #10, docs/decisions/0005-lean-card-page.md). A visitor of
 * `/profile/{id}` gets the lean card page: the card request starts here, before any framework
 * code loads, and the card renders with React alone. Every other path loads the full app.
 * In mock mode the in-browser mock backend starts first (it must answer the first request);
 * its Mock API panel mounts after the page.
 */
const mocking = import.meta.env.VITE_API_MOCKING === 'browser';

function rootElement(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  return root;
}

/**
 * Resolves once the document's first contentful paint is on screen (Paint Timing's
 * `first-contentful-paint` entry); at once in a hidden tab, which paints nothing, or in a
 * browser without Paint Timing; after a second at most.
 */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 1000);
    if (
      document.visibilityState === 'hidden' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    )
      return resolve();
    new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

/** Mounts the full app; from the card page, first moves to `path` (history replaced). */
async function openApp(path?: string, state?: unknown) {
  if (path !== undefined) {
    // react-router keeps its location state in `usr` (createBrowserHistory).
    window.history.replaceState({ usr: state ?? null, key: 'default', idx: 0 }, '', path);
    document.documentElement.dataset.page = 'app';
  }
  const container = rootElement();
  const { mountApp } = await import('./app-entry');
  // The HTML's spinner stays until the app's first render commits (React then clears #root).
  await mountApp(container);
}

async function start() {
  // Compared to the literal so production builds drop the import (Vite inlines VITE_API_MOCKING).
  const mock = mocking ? await import('./mock-mode') : undefined;
  await mock?.startMockBackend();
  const cardId = cardIdOf(window.location.pathname);
  if (cardId === undefined) {
    // A page's own document (login.html, dashboard.html…: build/card-document.ts) paints its
    // first screen without script and preloads nothing: the app's requests start once it is on
    // screen, so none of them is on the path to that paint (issue #20, docs/decisions/0013).
    if (document.documentElement.dataset.page !== 'app') await afterFirstContentfulPaint();
    prefetchSession();
    // The page's first screen paints from index.html's shells, and its route modules and data
    // calls start now, beside the app's (issue #20); the list is a chunk of its own, which
    // index.html preloads, so the card's download holds none of it. It usually runs before the
    // app's (far larger) chunks, so the page's calls see the session answer before the app takes
    // it; the app never waits for it (a failed or slow load is left to the router).
    void import('@/app/route-modules').then(
      (m) => {
        m.paintFirstScreen(window.location.pathname);
        void m.preloadRoute(window.location.pathname);
      },
      () => undefined,
    );
    // The app's in a task of its own too: starting it adds a preload link per file (about 20).
    await new Promise((resolve) => setTimeout(resolve));
    await openApp();
  } else {
    // Already so in profile.html; index.html, if a host answers it for a card, paints the app's.
    document.documentElement.dataset.page = 'card';
    const visit = takeVisit(window.location, window.history);
    const answer = embeddedCardAnswer() ?? fetchCardAnswer(cardId, visit.count);
    const { startCardPage } = await import('@/features/public-card/card-entry');
    await startCardPage({
      answer,
      visit,
      container: rootElement(),
      openApp,
      // Mantine and the toast host load with the first toast only.
      loadToastHost: () => void import('./card-toasts').then((m) => m.mountCardToasts()),
    });
  }
  await mock?.mountMockPanel();
}

void start();
