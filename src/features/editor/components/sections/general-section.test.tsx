import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { backend } from '@mocks/node';
import { seedIds } from '@mocks/store';
import {
  failSectionSaves,
  openEditor,
  openSection,
  recordSectionBodies,
} from '@tests/editor/editor-test-utils';

describe('general section', () => {
  test('Save works only once the form has changed', async () => {
    const { user } = await openEditor(seedIds.fullCard);
    const form = within(await openSection(user, 'General'));
    const save = form.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(form.getByLabelText(/^Tag line/), '!');
    expect(save).toBeEnabled();
    await user.type(form.getByLabelText(/^Tag line/), '{Backspace}');
    expect(save).toBeDisabled();
  });

  test('an empty name says Cannot be empty as soon as it is touched', async () => {
    const { user } = await openEditor(seedIds.fullCard);
    const form = within(await openSection(user, 'General'));
    await user.clear(form.getByLabelText(/^Name/));
    expect(form.getByText('Cannot be empty')).toBeInTheDocument();
    await user.type(form.getByLabelText(/^Name/), 'A');
    expect(form.queryByText('Cannot be empty')).not.toBeInTheDocument();
  });

  test('leaving a blank name shows the error on blur', async () => {
    backend.store.profileById(seedIds.minimalCard)!.general.name = ' ';
    const { user } = await openEditor(seedIds.minimalCard);
    const form = within(await openSection(user, 'General'));
    await user.click(form.getByLabelText(/^Name/));
    expect(form.queryByText('Cannot be empty')).not.toBeInTheDocument();
    await user.tab();
    expect(form.getByText('Cannot be empty')).toBeInTheDocument();
  });

  test('an invalid form is not sent', async () => {
    const bodies = recordSectionBodies();
    const { user } = await openEditor(seedIds.fullCard);
    const form = within(await openSection(user, 'General'));
    await user.clear(form.getByLabelText(/^Name/));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByText('Cannot be empty')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  test('a name pasted with a tab (from a spreadsheet): the message on the field, kept, not sent', async () => {
    const bodies = recordSectionBodies();
    const { user } = await openEditor(seedIds.fullCard);
    const form = within(await openSection(user, 'General'));
    const name = form.getByLabelText(/^Name/);
    await user.clear(name);
    await user.click(name);
    await user.paste('Owen\tOwner');
    await user.type(form.getByLabelText(/^Description/), '{Enter}A second line.');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Must be one line without tabs or control characters');
    expect(name).toHaveValue('Owen\tOwner');
    expect(form.getByLabelText(/^Description/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  test('saves, shows the toast and starts clean from the saved values', async () => {
    const bodies = recordSectionBodies();
    const { user } = await openEditor(seedIds.fullCard);
    const form = within(await openSection(user, 'General'));
    await user.clear(form.getByLabelText(/^Name/));
    await user.type(form.getByLabelText(/^Name/), '  Owen Renamed  ');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('General data updated successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        general: {
          name: 'Owen Renamed',
          tagLine: 'Founder, Owen & Co.',
          description: expect.any(String),
        },
      },
    ]);
    expect(backend.store.profileById(seedIds.fullCard)!.general.name).toBe('Owen Renamed');
    expect(form.getByLabelText(/^Name/)).toHaveValue('Owen Renamed');
    expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('the live preview shows the saved name', async () => {
    const { user } = await openEditor(seedIds.fullCard);
    await user.click(screen.getByRole('button', { name: 'Show live preview' }));
    const form = within(await openSection(user, 'General'));
    await user.clear(form.getByLabelText(/^Name/));
    await user.type(form.getByLabelText(/^Name/), 'Preview Name');
    await user.click(form.getByRole('button', { name: 'Save' }));
    const preview = within(await screen.findByRole('region', { name: 'Live Preview card' }));
    expect(await preview.findByRole('heading', { name: 'Preview Name' })).toBeInTheDocument();
  });

  test('a failure shows the server message and keeps the edits', async () => {
    failSectionSaves('Disk full');
    const { user } = await openEditor(seedIds.fullCard);
    const form = within(await openSection(user, 'General'));
    await user.type(form.getByLabelText(/^Tag line/), ' and more');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Disk full')).toBeInTheDocument();
    expect(form.getByLabelText(/^Tag line/)).toHaveValue('Founder, Owen & Co. and more');
    expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  test('while saving the button is disabled and a second submit sends nothing', async () => {
    const bodies = recordSectionBodies();
    const { user } = await openEditor(seedIds.fullCard);
    backend.control.latencyMs = 300;
    const form = within(await openSection(user, 'General'));
    await user.type(form.getByLabelText(/^Tag line/), '!');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.getByRole('button', { name: 'Save' })).toBeDisabled());
    // A submit event while saving (the disabled button cannot be clicked) is dropped.
    fireEvent.submit(screen.getByRole('form', { name: 'General' }));
    expect(await screen.findByText('General data updated successfully.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });
});
