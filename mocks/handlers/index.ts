import { HttpResponse, http as mswHttp } from 'msw';
import { Store, type Persistence } from '../store';
import { chaosHandler, type CookieMode, type MockContext, type MockControl } from './context';
import { profileHandlers } from './profile';
import { userHandlers } from './user';

export type { MockControl } from './context';

/**
 * One mock backend: the store, its control knobs and every handler, for any transport
 * (service worker, msw/node, the HTTP server, Storybook).
 */
export function createMockBackend(
  options: { cookieMode?: CookieMode; persistence?: Persistence } = {},
) {
  const store = new Store(options.persistence);
  const control: MockControl = { latencyMs: 0, failNext: 0, failureRate: 0 };
  const ctx: MockContext = { store, cookieMode: options.cookieMode ?? 'header', control };
  const handlers = [
    // The only two untyped routes: QA's mailbox and data reset.
    mswHttp.get('*/__mock/mailbox', () => HttpResponse.json(store.state.mailbox)),
    mswHttp.post('*/__mock/reset', () => {
      store.reset();
      return HttpResponse.json({ success: true, message: 'Mock data reset.' });
    }),
    chaosHandler(control),
    ...userHandlers(ctx),
    ...profileHandlers(ctx),
  ];
  /** Changes latency and injected failures (the Mock API panel, tests, stories). */
  const configure = (patch: Partial<MockControl>) => Object.assign(control, patch);
  return { store, control, configure, handlers };
}

export type MockBackend = ReturnType<typeof createMockBackend>;
