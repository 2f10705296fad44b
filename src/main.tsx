import { cardIdOf } from '@/config/card-path';
import { fetchCardAnswer, takeVisit } from '@/features/public-card/card-request';
import { embeddedCardAnswer } from '@/features/public-card/embedded-card';
import { prefetchSession } from '@/api/session';
import { holdScenarioLink } from './mock-scenario-link';

/**
 * The dispatcher (issue #10, docs/decisions/0005-lean-card-page.md). A visitor of
 * `/profile/{id}` gets the lean card page: the card request starts here, before any framework
 * code loads, and the card renders with React alone. Every other path loads the full app.
 * In mock mode the in-browser mock backend starts first (it must answer the first request);
 * its Mock API panel mounts after the page.
 */
const mocking = import.meta.env.VITE_API_MOCKING === 'browser';

// First, before anything can leave or rewrite the address: a shared `?scenario=` link is held
// for the tab, so it holds even if the page is left before the mock backend has started.
if (mocking) holdScenarioLink();

function rootElement(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  return root;
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
    prefetchSession();
    // The page's route modules and data calls start now, beside the app's download (issue #20);
    // the list is a chunk of its own, so the card's download holds none of it. The app never
    // waits for it (a failed or slow load is left to the router).
    void import('@/app/early-start').then(
      (m) => m.preloadRoute(window.location.pathname),
      () => undefined,
    );
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
