import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { allowContractViolations } from '@tests/support/contract';
import { renderCardPage } from '@tests/support/card-page';
import { accounts, loginAs, renderRoute } from '@tests/support/render';
import { backend } from '@mocks/node';
import { applyScenario } from '@mocks/scenarios';
import { seedIds } from '@mocks/store';

/** Each named scenario of mocks/scenarios.ts through the real screens. */
afterEach(() => vi.useRealTimers());
// Whole screens on a shared 2-core machine: allow a slow first render.
configure({ asyncUtilTimeout: 10_000 });

test('empty-account: the owner sees the empty state', async () => {
  applyScenario(backend, 'empty-account');
  await loginAs(accounts.owner.email, accounts.owner.password);
  renderRoute('/dashboard/my-profiles');
  expect(await screen.findByRole('heading', { name: 'My Tapcard Profiles (0)' })).toBeVisible();
  expect(screen.getByText('You have no profiles.')).toBeVisible();
});

test('first-login: the owner has one blank card', async () => {
  applyScenario(backend, 'first-login');
  await loginAs(accounts.owner.email, accounts.owner.password);
  renderRoute('/dashboard/my-profiles');
  expect(await screen.findByRole('heading', { name: 'My Tapcard Profiles (1)' })).toBeVisible();
  expect(screen.getByRole('article', { name: `Card ${seedIds.firstBlankCard}` })).toBeVisible();
});

test('server-down: the public card ends on the error page', async () => {
  applyScenario(backend, 'server-down');
  renderCardPage(`/profile/${seedIds.fullCard}`);
  expect(await screen.findByText('Error : Failed to load profile')).toBeInTheDocument();
});

test('slow-network: the public card shows its loading state, then the card', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  applyScenario(backend, 'slow-network');
  renderCardPage(`/profile/${seedIds.fullCard}`);
  expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  await act(() => vi.advanceTimersByTimeAsync(3100));
  expect(await screen.findByRole('heading', { name: 'Owen Owner', level: 1 })).toBeVisible();
});

test('session-expires-mid-edit: saving after the idle time goes to /login', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  applyScenario(backend, 'session-expires-mid-edit');
  await loginAs(accounts.owner.email, accounts.owner.password);
  const { user, router } = renderRoute(`/dashboard/my-profiles/${seedIds.fullCard}`);
  const details = within(
    await screen.findByRole('region', { name: 'Edit Details' }, { timeout: 10_000 }),
  );
  // The first tab's form comes with its code, a moment after the editor.
  const form = within(await details.findByRole('form', { name: 'General' }));
  const tagLine = form.getByLabelText('Tag line', { selector: 'input, textarea' });
  await user.clear(tagLine);
  await user.type(tagLine, 'Typed before the break');
  await act(() => vi.advanceTimersByTimeAsync(21_000));
  await user.click(form.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
});

test('inactive-card: the full card’s public page refuses it', async () => {
  applyScenario(backend, 'inactive-card');
  renderCardPage(`/profile/${seedIds.fullCard}`);
  expect(await screen.findByText('Error : This profile is inactive.')).toBeInTheDocument();
});

test('fleet-10000: the admin list counts 10,000 cards and shows one page', async () => {
  applyScenario(backend, 'fleet-10000');
  await loginAs(accounts.admin.email, accounts.admin.password);
  renderRoute('/dashboard/all-profiles');
  expect(
    await screen.findByRole(
      'heading',
      { name: 'All Tapcard Profiles (10,000)' },
      { timeout: 10_000 },
    ),
  ).toBeVisible();
  expect(screen.getAllByRole('article').length).toBeLessThanOrEqual(20);
});

test('hostile-data: nothing executes and no unsafe URL becomes a link', async () => {
  allowContractViolations(); // the scenario's javascript: URLs break the contract on purpose
  applyScenario(backend, 'hostile-data');
  renderCardPage(`/profile/${seedIds.fullCard}`);
  expect(
    await screen.findByRole('heading', { level: 1, name: /<script>alert\(2\)<\/script>/ }),
  ).toBeVisible();
  expect(document.body.querySelector('script, img[src="x"]')).toBeNull();
  const hrefs = [...document.body.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
  expect(hrefs.filter((h) => /^\s*(javascript|data|vbscript):/i.test(h))).toEqual([]);
});
