import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import type { FailureKind } from '@mocks/handlers/context';
import { backend } from '@mocks/node';
import { allowContractViolations } from '@tests/support/contract';
import { renderCardPage } from '@tests/support/card-page';
import { accounts, loginAs, renderRoute } from '@tests/support/render';
import { faultCases, giveFullCardALogo, type FaultCase } from './fault-cases';

/**
 * Issue #6 fault table: every call the app makes × network failure, a 500 with an HTML body,
 * a 401 in the middle of a session, and a slow answer. Failures end in the spec §8 fallback or
 * redirect and keep what the user typed; a slow answer shows a busy state first.
 */
const faults = {
  'a network failure': 'network error',
  'a 500 with an HTML body': '500 HTML',
  'a 401 mid-session': '401',
} as const satisfies Record<string, FailureKind>;
type Fault = keyof typeof faults | 'a slow answer';

let pairs = 0;
afterEach(() => vi.useRealTimers());
afterAll(() => console.log(`Fault table: ${pairs} call × fault pairs checked.`));

async function start(c: FaultCase) {
  if (c.fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  if (c.call === 'deleteLogo') giveFullCardALogo();
  if (c.as) await loginAs(accounts[c.as].email, accounts[c.as].password);
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

describe.each(faultCases)('$call', (c) => {
  const kinds: Fault[] = [
    'a network failure',
    'a 500 with an HTML body',
    ...(c.session ? (['a 401 mid-session'] as const) : []),
    'a slow answer',
  ];
  test.each(kinds)('with %s', async (fault) => {
    pairs += 1;
    const loadsOnEntry = c.expectOnFailure === 'error-page' || c.expectOnFailure === 'login-page';
    if (fault === 'a slow answer') {
      if (loadsOnEntry) backend.configure({ latencyMs: 400 });
      const { user } = await start(c);
      await c.ready();
      backend.configure({ latencyMs: 400 });
      const busy = c.busy ?? isBusy;
      const acting = c.act(user);
      await waitFor(() => expect(busy()).toBe(true), { timeout: 10_000 });
      await acting;
      if (!c.busy) await waitFor(() => expect(isBusy()).toBe(false), { timeout: 5000 });
      if (typeof c.expectOnFailure === 'object')
        expect(screen.queryByText(c.expectOnFailure.toast)).not.toBeInTheDocument();
      expect(screen.queryByText('Error : Failed to load profile')).not.toBeInTheDocument();
      return;
    }
    allowContractViolations();
    // The mock backend's own per-operation injection (the Mock API panel's), not a test handler.
    const inject = () =>
      backend.configure({ injections: { [c.operation]: { kind: faults[fault], once: false } } });
    if (!loadsOnEntry) {
      const { user, path } = await start(c);
      await c.ready();
      inject();
      await c.act(user);
      await check(c, fault, path);
    } else {
      inject();
      const { path } = await start(c);
      await check(c, fault, path);
    }
  });
});

async function check(c: FaultCase, fault: Fault, path: () => string) {
  if (fault === 'a 401 mid-session' || c.expectOnFailure === 'login-page') {
    await waitFor(() => expect(path()).toBe('/login'), { timeout: 5000 });
    return;
  }
  if (c.expectOnFailure === 'error-page') {
    await waitFor(() => expect(path()).toBe('/error'), { timeout: 5000 });
    expect(await screen.findByText('Error : Failed to load profile')).toBeInTheDocument();
    return;
  }
  expect(await screen.findByText(c.expectOnFailure.toast)).toBeInTheDocument();
  for (const [label, value] of c.typed ?? []) {
    expect(screen.getByLabelText(label, { selector: 'input, textarea' })).toHaveValue(value);
  }
}
