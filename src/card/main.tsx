// First: in mock mode it holds a shared `?scenario=` link before anything else runs.
import { loadMockMode } from '@/mock-start';
import { cardIdOf } from '@/config/paths';
import { cardClient } from './card-client';
import { startCardPage } from './card-page';
import { requestCard, takeVisit } from './card-request';
import { answering, embeddedCardAnswer } from './embedded-card';

/**
 * The card's entry, the script of its own document (profile.html, which every host answers
 * for /profile/{id}: src/config/paths.ts): the card's one request, then the card page with
 * React alone (docs/decisions/0005-lean-card-page.md). The card renderer's embedded answer
 * (edge/) stands in for the request. A handover to the app (a failed load, logout) loads the
 * app into the same page.
 */
async function start() {
  // Mock mode only: every other build drops both lines (`loadMockMode` is `undefined` there).
  if (loadMockMode) await (await loadMockMode()).startMockBackend();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from profile.html');
  const visit = takeVisit(window.location, window.history);
  const embedded = embeddedCardAnswer();
  const answer = requestCard(
    cardClient,
    cardIdOf(window.location.pathname) ?? '',
    visit.count,
    embedded && { fetch: answering(embedded) },
  );
  await startCardPage({
    answer,
    visit,
    container: root,
    openApp: async (path, state) => {
      const { openApp } = await import('./later/open-app');
      await openApp(root, path, state);
    },
  });
  if (loadMockMode) await (await loadMockMode()).mountMockPanel();
}

void start();
