import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { countRequests } from '@tests/support/request-count';
import { accounts, loginAs, renderRoute } from '@tests/support/render';
import { peekEarly } from '@/api/early-answers';
import { prefetchSession } from '@/api/session';
import { pages } from '@/config/routes';
import { preloadRoute } from './early-start';

// The calls `preloadRoute` starts for a page (the route table's `calls`, issue #20); its modules
// are src/app/route-modules.test.ts's.

describe("preloadRoute starts a page's calls early", () => {
  const withCalls = pages.flatMap(({ path, calls }) => (calls ? [[path, calls] as const] : []));

  test.each(withCalls)(
    '%s: its page takes every early answer, so each call reaches the server once',
    async (path, calls) => {
      await loginAs(accounts.admin.email, accounts.admin.password);
      const count = countRequests();
      prefetchSession();
      await preloadRoute(path);
      for (const call of calls) expect(peekEarly(call), call).toBeDefined();
      renderRoute(path);
      // The list pages' heading carries the count: the page has its data.
      await screen.findByRole('heading', { name: /\(\d+\)$/ });
      for (const call of calls) {
        await waitFor(() => expect(peekEarly(call), `${call} not taken`).toBeUndefined());
        expect(count(call), call).toBe(1);
      }
      expect(count('/api/user/check-auth')).toBe(1);
    },
  );

  test.each([
    ['a visitor logged out', '/dashboard/my-profiles', undefined],
    ['a user not verified', '/dashboard/my-profiles', accounts.pending],
    ['an owner', '/dashboard/all-profiles', accounts.owner],
  ])('%s: %s starts no call (the guards turn them away)', async (_, path, account) => {
    if (account) await loginAs(account.email, account.password);
    const count = countRequests();
    prefetchSession();
    await preloadRoute(path);
    await new Promise((resolve) => setTimeout(resolve, 0)); // a call started would have arrived
    expect(count('/api/profile')).toBe(0);
    expect(count('/api/profile?admin=true')).toBe(0);
    expect(count('/api/user/check-auth')).toBe(1);
  });

  test('an owner: My Profiles starts its call', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    prefetchSession();
    await preloadRoute('/dashboard/my-profiles');
    expect(peekEarly('/api/profile')).toBeDefined();
  });
});
