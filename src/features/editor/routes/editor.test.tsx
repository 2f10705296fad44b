import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { http } from '@mocks/handlers/context';
import { backend, server } from '@mocks/node';
import { applyScenario } from '@mocks/scenarios';
import { seedIds } from '@mocks/store';
import { accounts, loginAs, renderRoute } from '@tests/support/render';
import { openEditor } from '@tests/editor/editor-test-utils';
import { specEditorTabs } from '@tests/support/malformed-cards';

describe('editor page', () => {
  test('shows Edit Styles, Edit Details with every owner tab, and the Live Preview', async () => {
    await openEditor(seedIds.fullCard);
    expect(screen.getByRole('heading', { name: 'Edit Styles' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Live Preview' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([...specEditorTabs, 'Exchange', 'Translations']);
  });

  test('on one column (a phone) Edit Details comes before Edit Styles in the document', async () => {
    await openEditor(seedIds.fullCard);
    const details = screen.getByRole('heading', { name: 'Edit Details' });
    const styles = screen.getByRole('heading', { name: 'Edit Styles' });
    expect(details.compareDocumentPosition(styles) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('Insights opens the card’s Insights page of the list the editor belongs to', async () => {
    await openEditor(seedIds.fullCard);
    expect(screen.getByRole('link', { name: 'Insights' })).toHaveAttribute(
      'href',
      `/dashboard/my-profiles/${seedIds.fullCard}/insights`,
    );
  });

  test('the admin editor’s Insights stays in All Profiles', async () => {
    await openEditor(seedIds.fullCard, 'admin');
    expect(screen.getByRole('link', { name: 'Insights' })).toHaveAttribute(
      'href',
      `/dashboard/all-profiles/${seedIds.fullCard}/insights`,
    );
  });

  test('a server without contact exchange shows no Exchange tab', async () => {
    applyScenario(backend, 'spec-only');
    await openEditor(seedIds.fullCard);
    expect(screen.getByRole('tab', { name: 'Other' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Exchange' })).not.toBeInTheDocument();
  });

  test('admins also get the meta tab', async () => {
    await openEditor(seedIds.fullCard, 'admin');
    expect(screen.getByRole('tab', { name: 'Meta' })).toBeInTheDocument();
  });

  test('a card of someone else goes to /error with the server message', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    const { router } = renderRoute(`/dashboard/my-profiles/${seedIds.firstBlankCard}`);
    expect(await screen.findByText('Error : You are not allowed to do this.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
  });

  test('an unknown card goes to /error with the server message', async () => {
    await loginAs(accounts.admin.email, accounts.admin.password);
    renderRoute('/dashboard/all-profiles/ffffffffffffffffffffffff');
    expect(await screen.findByText('Error : Profile not found.')).toBeInTheDocument();
  });

  test('a failure without a message goes to /error with the fallback', async () => {
    server.use(
      http.get('/api/profile/{profileId}/edit', ({ response }) =>
        response(500).json({ success: false, message: 'Something went wrong' }),
      ),
    );
    await loginAs(accounts.owner.email, accounts.owner.password);
    renderRoute(`/dashboard/my-profiles/${seedIds.fullCard}`);
    expect(await screen.findByText('Error : Failed to load profile')).toBeInTheDocument();
  });

  test('the error page replaces the editor in history', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    const { router } = renderRoute(`/dashboard/my-profiles/${seedIds.firstBlankCard}`);
    await screen.findByText('Error : You are not allowed to do this.');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('a non-admin is sent to /access-denied from the admin editor', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    renderRoute(`/dashboard/all-profiles/${seedIds.fullCard}`);
    expect(await screen.findByRole('heading', { name: 'Access Denied !' })).toBeInTheDocument();
  });

  test('the live preview shows the card on a phone behind a toggle', async () => {
    const { user } = await openEditor(seedIds.fullCard);
    expect(screen.queryByRole('region', { name: 'Live Preview card' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show live preview' }));
    const preview = within(await screen.findByRole('region', { name: 'Live Preview card' }));
    expect(await preview.findByRole('heading', { name: 'Owen Owner' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide live preview' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Live Preview card' })).not.toBeInTheDocument(),
    );
  });
});
