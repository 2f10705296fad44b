import { screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, test } from 'vitest';
import type { FailureKind } from '@mocks/handlers/context';
import { backend } from '@mocks/node';
import { allowContractViolations } from '@tests/support/contract';
import { faultCases, open, type FaultCase } from './fault-cases';

/**
 * The fault table's failures: every call the app makes × network failure, a 500 with
 * an HTML body and a 401 in the middle of a session (the slow answers are
 * slow-answers.test.tsx). Failures end in the spec §8 fallback or redirect and keep what the
 * user typed. Every row's expected outcome is data, built below; the test body runs the same
 * steps for every row. Each fault is a test file of its own (network-failure, html-500 and
 * session-401.test.tsx), so that the table's columns run side by side on two workers.
 */
const faults = {
  'a network failure': 'network error',
  'a 500 with an HTML body': '500 HTML',
  'a 401 mid-session': '401',
} as const satisfies Record<string, FailureKind>;
type Fault = keyof typeof faults;

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

/** The fault's rows: every call, but a 401 only for calls that need a session. */
const rowsOf = (fault: Fault) =>
  faultCases
    .filter((c) => fault !== 'a 401 mid-session' || c.session)
    .map((c) => ({
      name: `${c.call} with ${fault}`,
      c,
      // The mock backend's own per-operation injection (the Mock API panel's), not a test handler.
      injection: { injections: { [c.operation]: { kind: faults[fault], once: false } } },
      // A call made on entry fails from the start; an action fails once the screen is ready.
      beforeOpen: loadsOnEntry(c) ? ('injection' as const) : ('nothing' as const),
      outcome: outcomeOf(c, fault),
    }));

/** The table's column of one fault, as the calling test file's tests. */
export function failureTable(fault: Fault) {
  let pairs = 0;
  afterAll(() => console.log(`Fault table: ${pairs} calls checked with ${fault}.`));

  describe('fault table', () => {
    test.each(rowsOf(fault))('$name', async ({ c, injection, beforeOpen, outcome }) => {
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
  });
}
