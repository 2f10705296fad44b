import { HttpResponse, http as mswHttp } from 'msw';
import { contract } from '#mock-contract';
import { operationIndex } from '../operations';
import { requestValidator } from '../request-validation';
import { applyScenario, isScenarioName, scenarioNames, scenarioProfiles } from '../scenarios';
import { Store, type Persistence } from '../store';
import {
  defaultControl,
  defaultPublicOrigin,
  type CookieMode,
  type MockContext,
  type MockControl,
} from './context';
import { exchangeHandlers } from './exchange';
import { gateHandler, resolvePath } from './gate';
import { insightsHandlers } from './insights';
import { profileHandlers } from './profile';
import { userHandlers } from './user';

export type { MockControl } from './context';

const operations = operationIndex(contract);

/** The contract's operations, for the Mock API panel's failure injection. */
export const operationList = operations.list;

/**
 * One mock backend: the store, its run-time control and every handler, for any transport
 * (service worker, msw/node, the HTTP server, Storybook). `controlPersistence` keeps the
 * control (latency, injected failures, scenario) for a browser tab.
 */
export function createMockBackend(
  options: {
    cookieMode?: CookieMode;
    persistence?: Persistence;
    controlPersistence?: Persistence;
    /** Keeps the insights' daily salt apart from the store (see `MockContext`). */
    saltPersistence?: Persistence;
    /**
     * Origins besides the API's own whose state-changing calls are allowed (the HTTP mock's
     * CORS origins); see `originAllowed` in gate.ts.
     */
    allowedOrigins?: readonly string[];
    /**
     * Where the cards' public pages are (`MockContext.publicOrigin`): by default the page's own
     * origin in a browser (the app and its mock share it), else {@link defaultPublicOrigin}.
     */
    publicOrigin?: string;
  } = {},
) {
  const store = new Store(options.persistence, scenarioProfiles);
  const control: MockControl = { ...defaultControl(), ...loadControl(options.controlPersistence) };
  const pageOrigin = (globalThis as { location?: { origin?: string } }).location?.origin;
  const ctx: MockContext = {
    store,
    cookieMode: options.cookieMode ?? 'header',
    control,
    publicOrigin:
      options.publicOrigin ?? (pageOrigin?.startsWith('http') ? pageOrigin : defaultPublicOrigin),
    saltPersistence: options.saltPersistence,
  };
  const persistControl = () => options.controlPersistence?.save(JSON.stringify(control));
  const backend = {
    store,
    control,
    persistControl,
    /** Changes latency, injected failures or idle time (the Mock API panel, tests, stories). */
    configure(patch: Partial<MockControl>) {
      Object.assign(control, patch);
      persistControl();
    },
    /** Back to no latency, no injected failures, the default idle time. */
    resetControl() {
      Object.assign(control, defaultControl());
      persistControl();
    },
    /**
     * The refusal of a method a path does not serve (404 or 405 with `Allow`, gate.ts
     * `resolvePath`), or undefined when the path serves it; `pathname` as the client sent it.
     * For the HTTP mock's requests that no Fetch `Request` can carry (TRACE, CONNECT).
     */
    refusalOf(method: string, pathname: string): Response | undefined {
      return resolvePath(control, operations, method, pathname).refusal;
    },
  };
  const handlers = [
    gateHandler(
      control,
      operations,
      requestValidator(contract),
      persistControl,
      options.allowedOrigins,
    ),
    // The untyped QA routes: mailbox, data reset and scenarios.
    mswHttp.get('*/__mock/mailbox', () => HttpResponse.json(store.state.mailbox)),
    mswHttp.post('*/__mock/reset', () => {
      store.reset();
      return HttpResponse.json({ success: true, message: 'Mock data reset.' });
    }),
    mswHttp.get('*/__mock/scenarios', () => HttpResponse.json(scenarioNames)),
    mswHttp.post('*/__mock/scenario', async ({ request }) => {
      if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
        return HttpResponse.json(
          { success: false, message: 'Request body must be application/json.' },
          { status: 415 },
        );
      }
      const body = (await request.json().catch(() => ({}))) as { name?: unknown };
      if (!isScenarioName(body.name)) {
        return HttpResponse.json(
          { success: false, message: `Unknown scenario. Known: ${scenarioNames.join(', ')}.` },
          { status: 404 },
        );
      }
      applyScenario(backend, body.name);
      return HttpResponse.json({ success: true, message: `Scenario ${body.name} selected.` });
    }),
    ...userHandlers(ctx),
    ...profileHandlers(ctx),
    ...exchangeHandlers(ctx),
    ...insightsHandlers(ctx),
  ];
  return { ...backend, handlers };
}

function loadControl(persistence: Persistence | undefined): Partial<MockControl> {
  try {
    return JSON.parse(persistence?.load() ?? '{}') as Partial<MockControl>;
  } catch {
    return {};
  }
}

export type MockBackend = ReturnType<typeof createMockBackend>;
