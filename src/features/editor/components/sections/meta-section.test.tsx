import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { backend } from '@mocks/node';
import { seedIds } from '@mocks/store';
import {
  failSectionSaves,
  openEditor,
  openSection,
  recordSectionBodies,
} from '@tests/editor/editor-test-utils';

/** Answers the deactivation question with 'Deactivate'. */
async function confirmDeactivation(user: UserEvent) {
  const dialog = within(await screen.findByRole('dialog', { name: 'Deactivate this card?' }));
  await user.click(dialog.getByRole('button', { name: 'Deactivate' }));
}

describe('meta section (admin)', () => {
  test('deactivating asks first, naming what visitors will see; Keep active sends nothing', async () => {
    const bodies = recordSectionBodies();
    const { user } = await openEditor(seedIds.fullCard, 'admin');
    const form = within(await openSection(user, 'Meta'));
    await user.click(form.getByRole('switch', { name: 'Active' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deactivate this card?' }));
    expect(
      dialog.getByText(/Visitors of this card will see 'This profile is inactive\.'/),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep active' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([]);
    expect(backend.store.profileById(seedIds.fullCard)!.meta.isActive).toBe(true);
    // Saving again and confirming switches the card off.
    await user.click(form.getByRole('button', { name: 'Save' }));
    await confirmDeactivation(user);
    expect(await screen.findByText('Meta details updated successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([{ meta: { owner: 'owner@example.com', isActive: false } }]);
  });

  test('switching a card on does not ask', async () => {
    const { user } = await openEditor(seedIds.inactiveCard, 'admin');
    const form = within(await openSection(user, 'Meta'));
    await user.click(form.getByRole('switch', { name: 'Active' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Meta details updated successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a redirect card shows where it sends visitors', async () => {
    const { user } = await openEditor(seedIds.redirectCard, 'admin');
    const form = within(await openSection(user, 'Meta'));
    const target = backend.store.profileById(seedIds.redirectCard)!.meta.redirectUrl!;
    expect(form.getByText('Visitors of this card are sent to')).toBeInTheDocument();
    expect(form.getByRole('link', { name: target })).toHaveAttribute('href', target);
  });

  test('shows the owner e-mail and the status', async () => {
    const { user } = await openEditor(seedIds.fullCard, 'admin');
    const form = within(await openSection(user, 'Meta'));
    expect(form.getByLabelText(/^Owner email/)).toHaveValue('owner@example.com');
    expect(form.getByRole('switch', { name: 'Active' })).toBeChecked();
  });

  test('an invalid owner e-mail is refused', async () => {
    const { user } = await openEditor(seedIds.fullCard, 'admin');
    const form = within(await openSection(user, 'Meta'));
    await user.type(form.getByLabelText(/^Owner email/), '@@');
    expect(form.getByText('Invalid email format')).toBeInTheDocument();
  });

  test('assigns an owner and deactivates the card', async () => {
    const { user } = await openEditor(seedIds.firstBlankCard, 'admin');
    const form = within(await openSection(user, 'Meta'));
    await user.type(form.getByLabelText(/^Owner email/), 'owner@example.com');
    await user.click(form.getByRole('switch', { name: 'Active' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    await confirmDeactivation(user);
    expect(await screen.findByText('Meta details updated successfully.')).toBeInTheDocument();
    expect(backend.store.profileById(seedIds.firstBlankCard)!.meta).toMatchObject({
      owner: { email: 'owner@example.com' },
      isActive: false,
    });
  });

  test('an empty owner e-mail is sent as null and clears the owner', async () => {
    const bodies = recordSectionBodies();
    const { user } = await openEditor(seedIds.fullCard, 'admin');
    const form = within(await openSection(user, 'Meta'));
    await user.clear(form.getByLabelText(/^Owner email/));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Meta details updated successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([{ meta: { owner: null, isActive: true } }]);
    expect(backend.store.profileById(seedIds.fullCard)!.meta.owner).toBeNull();
  });

  test('an unknown owner shows the server message on the field and in a toast', async () => {
    const { user } = await openEditor(seedIds.firstBlankCard, 'admin');
    const form = within(await openSection(user, 'Meta'));
    await user.type(form.getByLabelText(/^Owner email/), 'nobody@example.com');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No user is registered with this email.',
    );
    expect(form.getByLabelText(/^Owner email/)).toHaveAccessibleDescription(
      expect.stringContaining('No user is registered with this email.'),
    );
    expect(form.getByLabelText(/^Owner email/)).toHaveValue('nobody@example.com');
  });

  test('a failure shows the §8 fallback', async () => {
    failSectionSaves();
    const { user } = await openEditor(seedIds.fullCard, 'admin');
    const form = within(await openSection(user, 'Meta'));
    await user.click(form.getByRole('switch', { name: 'Active' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    await confirmDeactivation(user);
    expect(await screen.findByText('Failed to update meta details.')).toBeInTheDocument();
    expect(form.getByRole('switch', { name: 'Active' })).not.toBeChecked();
  });
});
