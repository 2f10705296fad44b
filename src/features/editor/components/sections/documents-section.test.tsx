import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { backend } from '@mocks/node';
import { seedIds } from '@mocks/store';
import { openEditor, openSection, recordSectionBodies } from '@tests/editor/editor-test-utils';

describe('documents section', () => {
  test('offers three documents', async () => {
    const { user } = await openEditor(seedIds.minimalCard);
    const form = within(await openSection(user, 'Documents'));
    expect(form.getAllByLabelText(/^Document \d name$/)).toHaveLength(3);
  });

  test('a name needs a URL and a URL needs a name', async () => {
    const { user } = await openEditor(seedIds.minimalCard);
    const form = within(await openSection(user, 'Documents'));
    await user.type(form.getByLabelText('Document 1 name'), 'Menu');
    expect(form.getByLabelText('Document 1 URL')).toHaveAccessibleDescription(
      'Please provide both name and URL',
    );
    await user.clear(form.getByLabelText('Document 1 name'));
    await user.type(form.getByLabelText('Document 1 URL'), 'https://min.example.com/menu.pdf');
    expect(form.getByLabelText('Document 1 URL')).toHaveAccessibleDescription(
      'Please provide both name and URL',
    );
  });

  test('the URL follows the URL rule', async () => {
    const { user } = await openEditor(seedIds.minimalCard);
    const form = within(await openSection(user, 'Documents'));
    await user.type(form.getByLabelText('Document 2 name'), 'Menu');
    await user.type(form.getByLabelText('Document 2 URL'), 'data:application/pdf;base64,AAAA');
    expect(form.getByLabelText('Document 2 URL')).toHaveAccessibleDescription(
      'Must be a valid URL without spaces',
    );
  });

  test('a document address without https gets it on leaving the field', async () => {
    const { user } = await openEditor(seedIds.minimalCard);
    const form = within(await openSection(user, 'Documents'));
    await user.type(form.getByLabelText('Document 1 name'), 'Menu');
    await user.type(form.getByLabelText('Document 1 URL'), 'min.example.com/menu.pdf');
    await user.tab();
    expect(form.getByLabelText('Document 1 URL')).toHaveValue('https://min.example.com/menu.pdf');
    expect(form.queryByText('Must be a valid URL without spaces')).not.toBeInTheDocument();
  });

  test('sends only the filled documents', async () => {
    const bodies = recordSectionBodies();
    const { user } = await openEditor(seedIds.minimalCard);
    const form = within(await openSection(user, 'Documents'));
    await user.type(form.getByLabelText('Document 2 name'), 'Menu');
    await user.type(form.getByLabelText('Document 2 URL'), 'https://min.example.com/menu.pdf');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Documents updated successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([
      { documents: [{ name: 'Menu', content: 'https://min.example.com/menu.pdf' }] },
    ]);
    expect(backend.store.profileById(seedIds.minimalCard)!.documents).toHaveLength(1);
    // The saved document now fills the first slot.
    expect(form.getByLabelText('Document 1 name')).toHaveValue('Menu');
    expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
