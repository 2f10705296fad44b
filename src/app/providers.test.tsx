import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, test } from 'vitest';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { backend } from '@mocks/node';
import { applyScenario } from '@mocks/scenarios';
import { accounts, loginAs } from '@tests/support/render';
import { useSession } from '@/lib/auth/session';
import { useCapability } from '@/capabilities/capabilities';

/** The session and its capabilities against the real mock backend, as the dashboard reads them. */
function renderSession() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers queryClient={createQueryClient()} env="test">
      {children}
    </Providers>
  );
  return renderHook(
    () => ({
      session: useSession(),
      exchange: useCapability('contactExchange'),
      insights: useCapability('insights'),
    }),
    { wrapper },
  );
}

test.each([
  ['the default server', undefined, true],
  ['a server with only the spec (spec-only)', 'spec-only', false],
] as const)('useCapability against %s: %s', async (_, scenario, announced) => {
  if (scenario) applyScenario(backend, scenario);
  await loginAs(accounts.owner.email, accounts.owner.password);
  const { result } = renderSession();
  await waitFor(() => expect(result.current.session.user?.email).toBe(accounts.owner.email));
  expect(result.current.exchange).toBe(announced);
  expect(result.current.insights).toBe(announced);
});

test('logged out: no capability', async () => {
  const { result } = renderSession();
  await waitFor(() => expect(result.current.session.loading).toBe(false));
  expect(result.current.exchange).toBe(false);
});
