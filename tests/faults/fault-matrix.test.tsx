import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import type { FailureKind } from '@mocks/handlers/context';
import { backend } from '@mocks/node';
import { allowContractViolations } from '@tests/support/contract';
import { renderCardPage } from '@tests/support/card-page';
import { accounts, loginAs, renderRoute } from '@tests/support/render';
import { faultCases, type FaultCase } from './fault-cases';

/**
 * Issue #6 fault table: every call the app makes × network failure, a 500 with an HTML body,
 * a 401 in the middle of a session, and a slow answer. Failures end in the spec §8 fallback or
 * redirect and keep what the user typed; a slow answer shows a busy state first, then what the
 * call shows without a fault. Every row's expected outcome is data, built below; the test
 * bodies run the same steps for every row.
 */
const faults = {
  'a network failure': 'network error',
  'a 500 with an HTML body': '500 HTML',
  'a 401 mid-session': '401',
} as const satisfies Record<string, FailureKind>;
type Fault = keyof typeof faults;

let pairs = 0;
afterEach(() => vi.useRealTimers());
afterAll(() => console.log(`Fault table: ${pairs} call × fault pairs checked.`));

/** Calls made when the route loads: the fault is injected before it renders. */
const loadsOnEntry = (c: FaultCase) =>
  c.expectOnFailure === 'error-page' || c.expectOnFailure === 'login-page';

type Outcome = { path: string; text: string; typed: [label: string, value: string][] };

/** What the screen ends in after a failure: its path, a text on it and the values kept. */
function outcomeOf(c: FaultCase, fault: Fault): Outcome {
  if (fault === 'a 401 mid-session' || c.expectOnFailure === 'login-page')
    return { path: '/login', text: 'Forgot Password ?', typed: [] };
  if (c.expectOnFailure === 'error-page')
    return { path: '/error', text: 'Error : Failed to load profile', typed: [] };
  return { path: c.route, text: c.expectOnFailure.toast, typed: c.typed ?? [] };
}

/** Renders the case's route, logged in as its account, after its own set-up. */
async function open(c: FaultCase) {
  c.arrange?.();
  const account = c.as && accounts[c.as];
  if (account) await loginAs(account.email, account.password);
  if (c.visitor) return renderCardPage(c.route);
  const { user, router } = renderRoute(c.route);
  return { user, path: () => router.state.location.pathname };
}

/** A loading spinner, or a Mantine button in its loading state (it marks it with data-loading). */
const isBusy = () =>
  screen.queryAllByRole('status', { name: 'Loading' }).length > 0 ||
  screen
    .queryAllByRole('button')
    .some((b) => b.dataset.loading === 'true' || b.getAttribute('aria-busy') === 'true');

const failureRows = faultCases.flatMap((c) =>
  (Object.keys(faults) as Fault[])
    .filter((fault) => fault !== 'a 401 mid-session' || c.session)
    .map((fault) => ({
      name: `${c.call} with ${fault}`,
      c,
      // The mock backend's own per-operation injection (the Mock API panel's), not a test handler.
      injection: { injections: { [c.operation]: { kind: faults[fault], once: false } } },
      // A call made on entry fails from the start; an action fails once the screen is ready.
      beforeOpen: loadsOnEntry(c) ? ('injection' as const) : ('nothing' as const),
      outcome: outcomeOf(c, fault),
    })),
);

const slowRows = faultCases.map((c) => ({
  name: `${c.call} with a slow answer`,
  c,
  // A call made on entry is slow from the start, an action once the screen is ready.
  latencyBeforeOpen: loadsOnEntry(c) ? 400 : 0,
  busy: c.busy ?? isBusy,
}));

describe('fault table', () => {
  test.each(failureRows)('$name', async ({ c, injection, beforeOpen, outcome }) => {
    pairs += 1;
    allowContractViolations();
    backend.configure({ injection, nothing: {} }[beforeOpen]);
    const { user, path } = await open(c);
    await c.ready();
    backend.configure(injection);
    await c.act(user);
    await waitFor(() => expect(path()).toBe(outcome.path), {
      timeout: 5000,
    });
    expect((await screen.findAllByText(outcome.text)).length).toBeGreaterThan(0);
    for (const [label, value] of outcome.typed) {
      expect(screen.getByLabelText(label, { selector: 'input, textarea' })).toHaveValue(value);
    }
  });

  test.each(slowRows)(
    '$name',
    async ({ c, latencyBeforeOpen, busy }) => {
      pairs += 1;
      backend.configure({ latencyMs: latencyBeforeOpen });
      const { user } = await open(c);
      await c.ready();
      backend.configure({ latencyMs: 400 });
      const acting = c.act(user);
      // Typing a whole form on a loaded machine takes seconds before the slow call starts.
      await waitFor(() => expect(busy()).toBe(true), { timeout: 20_000 });
      await acting;
      expect((await screen.findAllByText(c.settled, {}, { timeout: 5000 })).length).toBeGreaterThan(
        0,
      );
    },
    40_000,
  );
});
