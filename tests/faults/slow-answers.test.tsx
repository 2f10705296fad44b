import { screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, test } from 'vitest';
import { holdCalls } from '@tests/support/held-calls';
import { faultCases, open } from './fault-cases';

/**
 * The fault table's slow answers: every call the app makes, answered only once the
 * screen has shown that it is busy (a loading button or spinner, or the case's own sign), and
 * then showing what the call shows without a fault. The call is held at the mock backend until
 * the test lets it go, so nothing waits for a clock (the failures are failure-table.tsx).
 */
let pairs = 0;
afterAll(() => console.log(`Fault table: ${pairs} slow answers checked.`));

/**
 * A loading spinner ('Loading', 'Loading profiles' …), or a Mantine button in its loading state
 * (it marks it with data-loading).
 */
const isBusy = () =>
  screen.queryAllByRole('status', { name: /^Loading\b/ }).length > 0 ||
  screen
    .queryAllByRole('button')
    .some((b) => b.dataset.loading === 'true' || b.getAttribute('aria-busy') === 'true');

const slowRows = faultCases.map((c) => ({
  name: `${c.call} with a slow answer`,
  c,
  busy: c.busy ?? isBusy,
}));

describe('fault table', () => {
  // The call under test is held from the start: one made on entry keeps the screen loading,
  // an action's call is made by the action.
  test.each(slowRows)('$name', async ({ c, busy }) => {
    pairs += 1;
    const call = holdCalls(c.operation);
    const { user } = await open(c);
    await c.ready();
    await c.act(user);
    await waitFor(() => {
      expect(call.arrived()).toBeGreaterThan(0);
      expect(busy()).toBe(true);
    });
    call.release();
    expect((await screen.findAllByText(c.settled)).length).toBeGreaterThan(0);
  });
});
