import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '@/app/providers';
import { followSessionLoss } from '@/app/router';
import { createRoutes } from '@/app/routes';
import { fetchClient } from '@/api/client';
import { createQueryClient } from '@/lib/query-client';
import { seedAccounts } from '@mocks/store';

/** Logs in through the mock backend (the session cookie is kept by MSW's cookie store). */
export async function loginAs(email: string, password: string) {
  const { data, error } = await fetchClient.POST('/api/user/login', { body: { email, password } });
  if (error) throw new Error(`login failed: ${error.message}`);
  return data.data.user;
}

/** Seeded accounts (README "Seed data"), defined once in the mock backend. */
export const accounts = seedAccounts;

/**
 * Renders the real app routes at `path` against the real mock backend (msw/node), with a
 * fresh QueryClient, as src/app/mount.tsx does with browser history. Returns Testing Library's
 * queries, a userEvent instance and the router.
 */
export function renderRoute(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  followSessionLoss(router, queryClient);
  const user = userEvent.setup();
  const utils = render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, user, router };
}
