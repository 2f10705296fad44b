import { screen, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, test } from 'vitest';
import { http } from '@mocks/handlers/context';
import { backend, server } from '@mocks/node';
import { applyScenario } from '@mocks/scenarios';
import { seedIds } from '@mocks/store';
import { capabilityPages } from '@/capabilities/registry';
import type { DashboardPage } from '@/lib/page';
import { accounts, loginAs, renderRoute } from '@tests/support/render';
import { holdCalls } from '@tests/support/held-calls';
import { countRequests } from '@tests/support/request-count';

const publicOnly = ['/register', '/login', '/forgot-password', '/reset-password/some-token'];
const adminOnly = [
  '/dashboard/all-profiles',
  `/dashboard/all-profiles/${seedIds.fullCard}`,
  '/dashboard/create-profile',
];

async function landsOn(router: ReturnType<typeof renderRoute>['router'], pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

describe('root index', () => {
  test('shows a full-page spinner until the session check ends, then /login', async () => {
    server.use(
      http.get('/api/user/check-auth', async ({ response }) => {
        await delay(150);
        return response(401).json({ success: false, message: 'Please login.' });
      }),
    );
    const { router } = renderRoute('/');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await landsOn(router, '/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  test('a logged-in user goes to /dashboard (and on to My Profiles)', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    const { router } = renderRoute('/');
    await landsOn(router, '/dashboard/my-profiles');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('a failing session check counts as logged out (spec §4)', async () => {
    server.use(
      http.get('/api/user/check-auth', ({ response }) =>
        response(500).json({ success: false, message: 'Boom' }),
      ),
    );
    const { router } = renderRoute('/');
    await landsOn(router, '/login');
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });
});

describe('public-only routes', () => {
  test.each(publicOnly)(
    '%s sends a verified user to /dashboard with an info toast',
    async (path) => {
      await loginAs(accounts.owner.email, accounts.owner.password);
      const { router } = renderRoute(path);
      expect(await screen.findByText("You're already logged in.")).toBeInTheDocument();
      await landsOn(router, '/dashboard/my-profiles');
    },
  );

  test('a sign-in link naming a dashboard page leads a signed-in user there', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    const page = `/dashboard/contacts?card=${seedIds.fullCard}`;
    const { router } = renderRoute(`/login?redirectTo=${encodeURIComponent(page)}`);
    expect(await screen.findByText("You're already logged in.")).toBeInTheDocument();
    await landsOn(router, '/dashboard/contacts');
    expect(router.state.location.search).toBe(`?card=${seedIds.fullCard}`);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test.each(['https://evil.example/dashboard', '//evil.example/dashboard', '/profile/x'])(
    'a signed-in user with redirectTo=%s goes to the dashboard',
    async (redirectTo) => {
      await loginAs(accounts.owner.email, accounts.owner.password);
      const { router } = renderRoute(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
      await landsOn(router, '/dashboard/my-profiles');
    },
  );

  test.each(publicOnly)(
    '%s sends an unverified user to /verify-email with an info toast',
    async (path) => {
      await loginAs(accounts.pending.email, accounts.pending.password);
      const { router } = renderRoute(path);
      expect(
        await screen.findByText("You're already logged in. Please verify your email."),
      ).toBeInTheDocument();
      await landsOn(router, '/verify-email');
    },
  );

  test.each(publicOnly)('%s is open to a logged-out visitor', async (path) => {
    const { router } = renderRoute(path);
    expect(
      await screen.findByRole('button', { name: /^(Register|Login|Send Email|Change)$/ }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });
});

/** The guards' redirects (spec §4): who opens which page, the info toast, where they land. */
const redirects: [path: string, as: 'owner' | 'pending' | null, toast: string, to: string][] = [
  ['/verify-email', null, 'Please login.', '/login'],
  ['/verify-email', 'owner', "You're already verified.", '/dashboard/my-profiles'],
  ['/dashboard/my-account', null, 'Please login.', '/login'],
  ['/dashboard', 'pending', 'Please verify your email.', '/verify-email'],
  // The editor asks for its card beside the session check: a refused ask adds nothing.
  [`/dashboard/my-profiles/${seedIds.fullCard}`, null, 'Please login.', '/login'],
  [
    `/dashboard/my-profiles/${seedIds.fullCard}`,
    'pending',
    'Please verify your email.',
    '/verify-email',
  ],
];

test.each(redirects)('%s as %s shows "%s" and lands on %s', async (path, as, toast, to) => {
  if (as) await loginAs(accounts[as].email, accounts[as].password);
  const { router } = renderRoute(path);
  expect(await screen.findByText(toast)).toBeInTheDocument();
  await landsOn(router, to);
  // Once: a guard that runs again on the way (a nested redirect) must not repeat its toast.
  await waitFor(() => expect(screen.getAllByText(toast)).toHaveLength(1));
});

describe('verify-email', () => {
  test('is open to a logged-in, unverified user', async () => {
    await loginAs(accounts.pending.email, accounts.pending.password);
    renderRoute('/verify-email');
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
  });
});

describe('dashboard', () => {
  test('/dashboard opens My Profiles', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    const { router } = renderRoute('/dashboard');
    await landsOn(router, '/dashboard/my-profiles');
  });

  test.each(adminOnly)('%s sends a non-admin to /access-denied', async (path) => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { name: 'Access Denied !' })).toBeInTheDocument();
    await landsOn(router, '/access-denied');
  });

  test.each(adminOnly)('%s is open to an admin', async (path) => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByRole('heading', { name: 'Access Denied !' })).not.toBeInTheDocument();
  });

  test('the editor asks for its card while the session check is still out (one round trip, not two)', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    const check = holdCalls('checkAuth');
    const requests = countRequests();
    renderRoute(`/dashboard/my-profiles/${seedIds.fullCard}`);
    await waitFor(() => expect(check.arrived()).toBe(1));
    await waitFor(() => expect(requests(`/api/profile/${seedIds.fullCard}/edit`)).toBe(1));
    check.release();
    expect(await screen.findByRole('heading', { name: 'Edit Details' })).toBeInTheDocument();
    expect(requests(`/api/profile/${seedIds.fullCard}/edit`)).toBe(1);
  });

  test('a 401 from the page’s data that comes before the session check’s answer still ends the session', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    const check = holdCalls('checkAuth');
    backend.configure({ injections: { getProfileForEdit: { kind: '401', once: false } } });
    const { router } = renderRoute(`/dashboard/my-profiles/${seedIds.fullCard}`);
    const requests = countRequests();
    await waitFor(() => expect(check.arrived()).toBe(1));
    // The data's 401 is in while the check is still out; the check then answers with the user.
    await waitFor(() => expect(requests(`/api/profile/${seedIds.fullCard}/edit`)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    check.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    // It stays there: the check's later answer brings no user back.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(router.state.location.pathname).toBe('/login');
  });

  test('a 401 from a later call drops the user and sends them to /login once', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    const requests = countRequests();
    const { user, router } = renderRoute('/dashboard/my-account');
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    backend.store.state.sessions = {}; // the session expires on the server
    await user.click(screen.getByRole('button', { name: 'Edit Details' }));
    await landsOn(router, '/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    // The failing call shows the server's message; the guard adds no second toast.
    expect(await screen.findAllByText('Please login.')).toHaveLength(1);
    expect(requests('/api/user/check-auth')).toBe(1);
    // Signing in again leads back to the page the session was lost on.
    expect(router.state.location.search).toBe('?redirectTo=%2Fdashboard%2Fmy-account');
  });
});

describe('pages of an optional capability (declared in its folder)', () => {
  const pathOf = (p: DashboardPage) => p.path.replace(':profileId', seedIds.fullCard);
  const signIn = (p: DashboardPage) => (p.guard === 'admin' ? accounts.admin : accounts.owner);

  test('the capabilities declare the Contacts and Insights pages', () => {
    expect(capabilityPages.map((p) => [p.path, p.capability])).toEqual([
      ['/dashboard/contacts', 'contactExchange'],
      ['/dashboard/my-profiles/:profileId/insights', 'insights'],
      ['/dashboard/all-profiles/:profileId/insights', 'insights'],
    ]);
  });

  test.each(capabilityPages.map((p) => [p.path, p] as const))(
    '%s renders on a server that announced its capability',
    async (_, page) => {
      const account = signIn(page);
      await loginAs(account.email, account.password);
      const { router } = renderRoute(pathOf(page));
      const title = page.capability === 'insights' ? 'Insights' : 'Contacts';
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(pathOf(page));
    },
  );

  test.each(capabilityPages.map((p) => [p.path, p] as const))(
    '%s leads to the dashboard’s home, with no call of the capability, on a spec-only server',
    async (_, page) => {
      applyScenario(backend, 'spec-only');
      const account = signIn(page);
      await loginAs(account.email, account.password);
      const count = countRequests();
      const { router } = renderRoute(pathOf(page));
      await landsOn(router, '/dashboard/my-profiles');
      expect(router.state.historyAction).toBe('REPLACE');
      // The list of the home page has loaded; no operation of the capability was called.
      await waitFor(() => expect(count('/api/profile')).toBe(1));
      expect(count(/^\/api\/(contacts|profile\/[^/?]+\/(insights|contacts))/)).toBe(0);
    },
  );
});
