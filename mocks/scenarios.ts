import { fleetIdPrefix, fleetMean, seededTaps } from './insights';
import { buildProfile } from './factories';
import { defaultControl, type MockControl } from './handlers/context';
import { seedAccounts, seedIds, Store } from './store';

/**
 * A named state of the mock backend (docs/mock-backend.md "Scenarios"): data set up on top of the
 * seed, and run-time settings (latency, injected failures, session idle time). Select one with
 * `?scenario=name` in mock mode, from the Mock API panel, over HTTP (`POST /__mock/scenario`) or in
 * tests and stories with `applyScenario`.
 */
export type Scenario = {
  name: string;
  description: string;
  data?: (store: Store) => void;
  control?: Partial<Omit<MockControl, 'scenario'>>;
};

const owner = { email: seedAccounts.owner.email };
const notOwners = (p: Store['state']['profiles'][number]) => p.meta.owner?.email !== owner.email;

const hostile = {
  html: '<img src=x onerror=alert(1)><script>alert(2)</script>',
  rtl: 'مرحبا بالعالم שלום',
  emoji: '👩🏽‍💻🚀✨ café',
  long: 'W'.repeat(150),
  url: 'javascript:alert(3)',
};

export const scenarios = [
  {
    name: 'default',
    description: 'The seed data of the README, no latency, no failures.',
  },
  {
    name: 'empty-account',
    description: 'owner@example.com owns no cards.',
    data: (store) => {
      store.state.profiles = store.state.profiles.filter(notOwners);
    },
  },
  {
    name: 'first-login',
    description:
      'owner@example.com owns one blank card, just assigned: what a customer sees on the first login.',
    data: (store) => {
      store.state.profiles = store.state.profiles.filter(notOwners);
      const card = store.profileById(seedIds.firstBlankCard);
      if (card) card.meta.owner = { ...owner };
    },
  },
  {
    name: 'spec-only',
    description:
      "A server with only the specification's operations: no optional capabilities (no contact exchange, no insights, no card translations); their paths answer 404 and their fields are never sent.",
    // No card keeps translations: such a server has nowhere to store them.
    data: (store) => {
      for (const card of store.state.profiles) delete card.translations;
    },
    control: { capabilities: [] },
  },
  {
    name: 'server-down',
    description: 'Every API call fails as a network error (the server is unreachable).',
    control: { injections: { '*': { kind: 'network error', once: false } } },
  },
  {
    name: 'slow-network',
    description: 'Every API call takes 3 seconds more (a slow mobile network).',
    control: { latencyMs: 3000 },
  },
  {
    name: 'session-expires-mid-edit',
    description:
      'Sessions end after 20 seconds without a call: open the editor, wait, then save (401, back to /login).',
    control: { sessionIdleMs: 20_000 },
  },
  {
    name: 'inactive-card',
    description: "The owner's full card (…0011) is switched off: its public page refuses it.",
    data: (store) => {
      const card = store.profileById(seedIds.fullCard);
      if (card) card.meta.isActive = false;
    },
  },
  {
    name: 'fleet-10000',
    description:
      '10,000 cards for the admin list, each with 90 days of insights (too large for localStorage: it is rebuilt on reload).',
    data: (store) => {
      // Their 90 days of insights are computed from the card id on demand (mocks/insights.ts).
      store.state.insights.history.fleet = true;
      const existing = store.state.profiles.length;
      for (let i = existing; i < 10_000; i += 1) {
        const _id = `${fleetIdPrefix}${String(i).padStart(10, '0')}`;
        store.state.profiles.push(
          buildProfile({
            _id,
            general: { name: `Fleet card ${i + 1}` },
            meta: {
              owner: i % 3 === 0 ? { ...owner } : null,
              isActive: i % 7 !== 0,
              taps: seededTaps(fleetMean(_id)),
            },
          }),
        );
      }
    },
  },
  {
    name: 'hostile-data',
    description:
      "The owner's full card holds HTML, script, javascript: URLs, right-to-left text, emoji and long words; the redirect card points at javascript:.",
    data: (store) => {
      const card = store.profileById(seedIds.fullCard);
      if (card) {
        card.general.name = `${hostile.html} ${hostile.emoji}`;
        card.general.tagLine = hostile.long;
        card.general.description = `${hostile.html}\n${hostile.rtl}\n${'x'.repeat(900)}`;
        card.contact.phone[0]!.name = hostile.rtl;
        card.socials.website = hostile.url;
        card.socials.instagram = 'data:text/html,<script>alert(4)</script>';
        card.documents[0]!.content = 'vbscript:msgbox(5)';
        card.other.googleReviewUrl = 'JaVaScRiPt:alert(6)';
        card.location.address.street = hostile.html;
      }
      const redirect = store.profileById(seedIds.redirectCard);
      if (redirect) redirect.meta.redirectUrl = hostile.url;
    },
  },
] as const satisfies readonly Scenario[];

export type ScenarioName = (typeof scenarios)[number]['name'];

export const scenarioNames: ScenarioName[] = scenarios.map((s) => s.name);

export const isScenarioName = (name: unknown): name is ScenarioName =>
  scenarioNames.includes(name as ScenarioName);

/**
 * The one way to put a mock backend into a named scenario, in tests, stories, the panel and
 * over HTTP: the seed data (sessions are kept, so a logged-in user stays logged in) plus the
 * scenario's data, and the default run-time settings plus the scenario's.
 *
 * @example applyScenario(backend, 'empty-account') // backend from @mocks/node or storyBackend
 */
export function applyScenario(
  backend: { store: Store; control: MockControl; persistControl?: () => void },
  name: ScenarioName,
) {
  const scenario: Scenario = scenarios.find((s) => s.name === name) ?? scenarios[0];
  const { store, control } = backend;
  const sessions = store.state.sessions;
  store.reset();
  store.state.sessions = sessions;
  scenario.data?.(store);
  store.state.scenario = name;
  store.commit();
  Object.assign(control, defaultControl(), structuredClone(scenario.control ?? {}), {
    scenario: name,
  });
  backend.persistControl?.();
}

/** A scenario's cards on a fresh seed (for a saved state that had to leave them out). */
export function scenarioProfiles(name: string) {
  const store = new Store();
  const scenario: Scenario | undefined = scenarios.find((s) => s.name === name);
  scenario?.data?.(store);
  return store.state.profiles;
}
