import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { act, cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createConformanceChecker } from '@mocks/conformance';
import { backend, server } from '@mocks/node';
import { takeAllowance } from '@tests/support/contract';
import { driftReport } from '@/api/boundary';
import { i18n, sourceLanguage } from '@/i18n';
import { loadToasts } from '@/lib/toast';

// Mantine needs these browser APIs that jsdom lacks (skipped in `@vitest-environment node` files).
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
  window.scrollTo = () => undefined;
}

// The drift report is for servers we don't control; the mock backend is held to the contract
// strictly below. Tests of the report switch it on (src/api/boundary.test.ts).
driftReport.enabled = false;

// The unit project runs its files one after another in each worker without isolating them
// (vite.config.ts, `isolate: false`): modules load once per worker and this file runs again
// before each test file. What a test can change outside a module is put back after each test
// or before each file below; what this file sets up once per worker is kept on `shared`.
type BlobUrlFunctions = Record<
  'createObjectURL' | 'revokeObjectURL',
  PropertyDescriptor | undefined
>;
const shared = globalThis as typeof globalThis & {
  tapcardTestSetup?: {
    conformance: ReturnType<typeof createConformanceChecker>;
    /** The blob URL functions of each environment's URL class (jsdom's, Node's), as first seen. */
    blobUrls: WeakMap<typeof URL, BlobUrlFunctions>;
  };
};
// Compiling the contract's schemas: once per worker, not once per file.
shared.tapcardTestSetup ??= { conformance: createConformanceChecker(), blobUrls: new WeakMap() };
const { conformance, blobUrls } = shared.tapcardTestSetup;

// Each test file starts as it would in a fresh worker: the blob URL functions as the
// environment has them (tests stub them for the contact file, QR and logo preview), no drift
// reported yet, an empty sessionStorage.
if (!blobUrls.has(URL)) {
  blobUrls.set(URL, {
    createObjectURL: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revokeObjectURL: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
  });
}
for (const [name, descriptor] of Object.entries(blobUrls.get(URL)!)) {
  if (descriptor) Object.defineProperty(URL, name, descriptor);
  else delete (URL as unknown as Record<string, unknown>)[name];
}
driftReport.reset();
if (typeof window !== 'undefined') sessionStorage.clear();

// Testing Library's settings, as each file starts (a file may change them, e.g. a longer
// timeout, and files share the module that keeps them):
// - findBy* and waitFor give up after 5 s, not 1 s: with two workers on two cores, and other
//   work beside them, an editor can take longer than a second to render. Only a failing test
//   waits that long; a passing one goes on as soon as what it waits for is there.
// - A query that finds nothing throws an error that prints the whole DOM. Inside waitFor and
//   findBy* it throws at every poll and every change of the DOM until it finds something, and
//   all those errors but the last one are dropped: the DOM is printed when the message is read
//   (the same text as Testing Library's own getElementError).
configure({
  asyncUtilTimeout: 5000,
  getElementError(message, container) {
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let text: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () =>
        (text ??= [
          message,
          `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`,
        ]
          .filter(Boolean)
          .join('\n\n')),
    });
    return error;
  },
});

// Contract conformance: every response the mock backend produces must match the contract.
const violations: string[] = [];
const checkResponse = async ({ request, response }: { request: Request; response: Response }) => {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/api/')) return;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    body = undefined;
  }
  violations.push(...conformance.check(request.method, url.pathname, response.status, body));
};
server.events.on('response:mocked', checkResponse);
// Files share their worker's modules (isolate: false), so the server outlives this file: its
// listeners must not (a test's `request:start` spy reading a later file's multipart upload as
// JSON was an unhandled rejection there).
afterAll(() => server.events.removeListener('response:mocked', checkResponse));

let consoleErrors: unknown[][] = [];
let toastShow: Awaited<ReturnType<typeof loadToasts>>;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Toasts load lazily in the app; tests have them ready, so a toast shows synchronously.
  toastShow = await loadToasts();
});
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
  // Toasts live in a module-level store, and their host in a root of its own
  // (src/lib/toast-show.tsx): one test's toasts must not show in the next, so the store is
  // emptied and the host unmounted and taken out (the next toast mounts a fresh one). Unmounted,
  // not only removed: its transition timers would fire later, in a file without a document.
  notifications.clean();
  if (typeof document !== 'undefined') act(() => toastShow.removeToastHost());
  server.resetHandlers();
  server.events.removeAllListeners('request:start');
  backend.store.reset();
  backend.resetControl();
  // The interface's language is module state: every test starts in English (its catalogue is
  // loaded with the module), whatever language the last one switched to.
  i18n.activate(sourceLanguage);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = sourceLanguage;
    document.documentElement.dir = 'ltr';
  }
  if (typeof document !== 'undefined') {
    document.cookie.split(';').forEach((c) => {
      document.cookie = `${c.split('=')[0]?.trim()}=; Max-Age=0; Path=/`;
    });
    localStorage.clear();
  }
  vi.restoreAllMocks();
  const found = violations.splice(0);
  const allowed = takeAllowance();
  if (found.length && !allowed) throw new Error(`Contract violations:\n${found.join('\n')}`);
  if (consoleErrors.length) {
    throw new Error(
      `console.error was called:\n${consoleErrors.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
afterAll(() => {
  server.events.removeListener('response:mocked', checkResponse);
  server.close();
});
