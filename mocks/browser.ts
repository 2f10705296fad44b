import { setupWorker } from 'msw/browser';
import { takeScenarioLink } from '@/mock-scenario-link';
import { createMockBackend } from './handlers';
import { applyScenario, isScenarioName } from './scenarios';

const storageKey = 'tapcard-mock-db';
const controlKey = 'tapcard-mock-control';
const saltKey = 'tapcard-mock-insights-salt';

/**
 * The in-browser mock backend (service worker). The store persists to localStorage so a
 * reload keeps what QA did ('Reset data' in the Mock API panel restores the seed); the panel's
 * settings (latency, injected failures, scenario) and the insights' daily salt persist for the
 * tab in sessionStorage.
 */
export const backend = createMockBackend({
  cookieMode: 'document',
  persistence: {
    load: () => localStorage.getItem(storageKey),
    save: (state) => {
      try {
        localStorage.setItem(storageKey, state);
        return true;
      } catch {
        return false; // over the quota (the 10,000-card fleet): the store saves less
      }
    },
  },
  controlPersistence: {
    load: () => sessionStorage.getItem(controlKey),
    save: (state) => sessionStorage.setItem(controlKey, state),
  },
  // The insights' daily salt: apart from the hashes in localStorage, for the tab only.
  saltPersistence: {
    load: () => sessionStorage.getItem(saltKey),
    save: (state) => sessionStorage.setItem(saltKey, state),
  },
});

export const worker = setupWorker(...backend.handlers);

/**
 * Selects the scenario of a shared `?scenario=name` link, which src/mock-start.ts held for the tab at
 * its first line (src/mock-scenario-link.ts), so it holds even when an earlier page of the tab
 * was left before its mock started. Taken once: a reload keeps what QA did since.
 */
function scenarioFromLink() {
  const wanted = takeScenarioLink();
  if (wanted === null) return;
  if (isScenarioName(wanted)) applyScenario(backend, wanted);
  else console.warn(`Unknown mock scenario "${wanted}".`);
}

/**
 * msw starts an update of an already registered worker without awaiting it
 * (`existingRegistration.update()`, mswjs/msw#2006), so a failed update check becomes an
 * uncaught error on the page although the registered worker keeps serving. Seen in CI as
 * "Failed to update a ServiceWorker … mockServiceWorker.js: Not found" after quick successive
 * navigations. Only that rejection is marked handled (and logged as a warning); any other stays
 * uncaught.
 */
function ignoreFailedWorkerUpdate() {
  window.addEventListener('unhandledrejection', (event) => {
    const message = (event.reason as { message?: unknown } | null)?.message;
    if (
      typeof message === 'string' &&
      message.startsWith('Failed to update a ServiceWorker') &&
      message.includes('mockServiceWorker.js')
    ) {
      event.preventDefault();
      console.warn(`[mock backend] ${message}; the registered worker keeps serving.`);
    }
  });
}

/**
 * Runs `start` (msw's `worker.start()`) so that the listener msw 2 adds to `window` for
 * `beforeunload` is added for `pagehide` instead, and skipped for a page the browser keeps in its
 * back/forward cache (`event.persisted`), which is how msw 3 does it (its change "use pagehide
 * instead of beforeunload for tracking closing pages", https://github.com/mswjs/msw/pull/2720).
 *
 * Why: msw 2.15's client posts `CLIENT_CLOSED` to its worker on `beforeunload`
 * (msw/src/browser/sources/service-worker-source.ts, `#startWorker`), and the worker then drops
 * the page from its active clients and, for the last one, unregisters itself
 * (public-mock/mockServiceWorker.js, `case 'CLIENT_CLOSED'`). Browsers fire `beforeunload`
 * without leaving the page for a `tel:` or `mailto:` link (the card's Phone and Email) and when a
 * person answers "Stay" to a leave prompt (the editor's unsaved changes): every later request of
 * the tab then went unanswered. `pagehide` fires only when the page goes.
 *
 * Only the first `beforeunload` listener added while `start` runs is moved (nothing else in the
 * page runs then: both entries await the mock first), with the same options, so msw's
 * AbortSignal still removes it. Warns when msw added none: the msw in use needs this no more
 * (docs/decisions/0016-msw-2-closes-on-pagehide.md).
 */
async function closeOnPagehide<T>(start: () => Promise<T>): Promise<T> {
  const add = window.addEventListener;
  let moved = false;
  const addMovingBeforeunload = function (
    this: Window,
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (type !== 'beforeunload' || moved) {
      add.call(this, type, listener, options);
      return;
    }
    moved = true;
    const onPagehide = (event: Event) => {
      if ((event as PageTransitionEvent).persisted) return;
      if (typeof listener === 'function') listener.call(this, event);
      else listener.handleEvent(event);
    };
    add.call(this, 'pagehide', onPagehide, options);
  };
  window.addEventListener = addMovingBeforeunload as typeof window.addEventListener;
  try {
    const started = await start();
    if (!moved)
      console.warn(
        '[mock backend] msw added no beforeunload listener: closeOnPagehide (mocks/browser.ts) can go.',
      );
    return started;
  } finally {
    window.addEventListener = add;
  }
}

/** Starts the worker; resolves when it intercepts requests. Unknown requests pass through. */
export async function startBrowserMock() {
  ignoreFailedWorkerUpdate();
  scenarioFromLink();
  await closeOnPagehide(() => worker.start({ onUnhandledRequest: 'bypass', quiet: true }));
  return backend;
}
