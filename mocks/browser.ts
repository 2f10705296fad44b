import { setupWorker } from 'msw/browser';
import { createMockBackend } from './handlers';
import { applyScenario, isScenarioName } from './scenarios';

const storageKey = 'tapcard-mock-db';
const controlKey = 'tapcard-mock-control';

/**
 * The in-browser mock backend (service worker). The store persists to localStorage so a
 * reload keeps what QA did ('Reset data' in the Mock API panel restores the seed); the panel's
 * settings (latency, injected failures, scenario) persist for the tab in sessionStorage.
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

/** Starts the worker; resolves when it intercepts requests. Unknown requests pass through. */
export async function startBrowserMock() {
  scenarioFromUrl();
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return backend;
}
