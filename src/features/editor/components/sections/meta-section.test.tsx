import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { backend, server } from '@mocks/node';
import { seedIds } from '@mocks/store';
import { openEditor, openSection, recordSectionBodies } from '../../testing/editor-test-utils';

describe('meta section (admin)', () => {
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
    server.use(
      http.patch('*/api/profile/:profileId', () =>
        HttpResponse.json({ success: false, message: 'Something went wrong' }, { status: 500 }),
      ),
    );
    const { user } = await openEditor(seedIds.fullCard, 'admin');
    const form = within(await openSection(user, 'Meta'));
    await user.click(form.getByRole('switch', { name: 'Active' }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update meta details.')).toBeInTheDocument();
    expect(form.getByRole('switch', { name: 'Active' })).not.toBeChecked();
  });
});
