import { setupWorker } from 'msw/browser';
import { createMockBackend } from './handlers';

const storageKey = 'tapcard-mock-db';

/**
 * The in-browser mock backend (service worker). The store persists to localStorage so a
 * reload keeps what QA did; 'Reset data' in the Mock API panel restores the seed.
 */
export const backend = createMockBackend({
  cookieMode: 'document',
  persistence: {
    load: () => localStorage.getItem(storageKey),
    save: (state) => localStorage.setItem(storageKey, state),
  },
});

export const worker = setupWorker(...backend.handlers);

/** Starts the worker; resolves when it intercepts requests. Unknown requests pass through. */
export async function startBrowserMock() {
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return backend;
}
