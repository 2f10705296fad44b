import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createConformanceChecker } from '@mocks/conformance';
import { backend, server } from '@mocks/node';
import { takeAllowance } from '@tests/support/contract';
import { driftReport } from '@/api/boundary';
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

// Contract conformance: every response the mock backend produces must match the contract.
const conformance = createConformanceChecker();
const violations: string[] = [];
server.events.on('response:mocked', async ({ request, response }) => {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/api/')) return;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    body = undefined;
  }
  violations.push(...conformance.check(request.method, url.pathname, response.status, body));
});

let consoleErrors: unknown[][] = [];
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Toasts load lazily in the app; tests have them ready, so a toast shows synchronously.
  await loadToasts();
});
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
  // Toasts live in a module-level store: one test's toasts must not show in the next.
  notifications.clean();
  server.resetHandlers();
  backend.store.reset();
  backend.resetControl();
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
afterAll(() => server.close());
