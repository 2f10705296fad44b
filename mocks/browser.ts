import { setupWorker } from 'msw/browser';
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

/** Selects the scenario of `?scenario=name`, then drops the parameter, so a reload keeps what QA did since. */
function scenarioFromUrl() {
  const url = new URL(window.location.href);
  const wanted = url.searchParams.get('scenario');
  if (wanted !== null) {
    if (isScenarioName(wanted)) applyScenario(backend, wanted);
    else console.warn(`Unknown mock scenario "${wanted}".`);
    url.searchParams.delete('scenario');
    window.history.replaceState(window.history.state, '', url);
  }
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

/** Starts the worker; resolves when it intercepts requests. Unknown requests pass through. */
export async function startBrowserMock() {
  ignoreFailedWorkerUpdate();
  scenarioFromUrl();
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return backend;
}
