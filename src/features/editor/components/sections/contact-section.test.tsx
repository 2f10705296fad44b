import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { http } from '@mocks/handlers/context';
import { backend, server } from '@mocks/node';
import { seedIds } from '@mocks/store';
import { openEditor, openSection, recordSectionBodies } from '@tests/editor/editor-test-utils';

describe('contact section', () => {
  test('a name without a number asks for both, on the number, at once', async () => {
    const { user } = await openEditor(seedIds.minimalCard);
    const form = within(await openSection(user, 'Contact'));
    await user.type(form.getByLabelText('Phone 1 name'), 'Mobile');
    expect(form.getByLabelText('Phone 1 number')).toHaveAccessibleDescription(
      'Please provide both name and number',
    );
    // Typing the number re-validates the pair.
    await user.type(form.getByLabelText('Phone 1 number'), '9876543210');
    expect(form.queryByText('Please provide both name and number')).not.toBeInTheDocument();
  });

  test('clearing the name of a filled entry flags the number', async () => {
    const { user } = await openEditor(seedIds.fullCard);
    const form = within(await openSection(user, 'Contact'));
    await user.clear(form.getByLabelText('WhatsApp 2 name'));
    expect(form.getByLabelText('WhatsApp 2 number')).toHaveAccessibleDescription(
      'Please provide both name and number',
    );
    await user.clear(form.getByLabelText('WhatsApp 2 number'));
    expect(form.queryByText('Please provide both name and number')).not.toBeInTheDocument();
  });

  test('a number that is not valid for the country is refused', async () => {
    const { user } = await openEditor(seedIds.minimalCard);
    const form = within(await openSection(user, 'Contact'));
    await user.type(form.getByLabelText('WhatsApp 1 name'), 'Chat');
    await user.type(form.getByLabelText('WhatsApp 1 number'), '12345');
    expect(form.getByText('Invalid phone number for the selected country')).toBeInTheDocument();
    expect(form.getByLabelText(/^WhatsApp 1 country code$/i)).toHaveValue('IN');
  });

  test('e-mail entries: format first, then both or neither', async () => {
    const { user } = await openEditor(seedIds.minimalCard);
    const form = within(await openSection(user, 'Contact'));
    await user.type(form.getByLabelText('Email 1 address'), 'not-an-email');
    expect(form.getByText('Invalid email format')).toBeInTheDocument();
    await user.clear(form.getByLabelText('Email 1 address'));
    await user.type(form.getByLabelText('Email 1 address'), 'me@example.com');
    expect(form.getByText('Please provide both name and email ID')).toBeInTheDocument();
    await user.type(form.getByLabelText('Email 1 name'), 'Work');
    expect(form.queryByText('Please provide both name and email ID')).not.toBeInTheDocument();
  });

  test('an entry emptied of name and number is sent with its code cleared', async () => {
    const bodies = recordSectionBodies();
    const { user } = await openEditor(seedIds.fullCard);
    const form = within(await openSection(user, 'Contact'));
    await user.clear(form.getByLabelText('Phone 2 name'));
    await user.clear(form.getByLabelText('Phone 2 number'));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contact details updated successfully.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    const sent = bodies[0] as { contact: { phone: unknown[]; email: unknown[] } };
    expect(sent.contact.phone).toEqual([
      { name: 'Mobile', code: 'IN', number: '9876543210' },
      { name: '', code: '', number: '' },
    ]);
    expect(backend.store.profileById(seedIds.fullCard)!.contact.phone[1]).toEqual({
      name: '',
      code: '',
      number: '',
    });
  });

  test('field errors from the server land on their fields', async () => {
    server.use(
      http.patch('/api/profile/{profileId}', ({ response }) =>
        response(400).json({
          success: false,
          message: 'Invalid input',
          errors: { 'contact.phone.0.number': 'Number is blocked' },
        }),
      ),
    );
    const { user } = await openEditor(seedIds.fullCard);
    const form = within(await openSection(user, 'Contact'));
    await user.type(form.getByLabelText('Phone 1 name'), 'X');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid input')).toBeInTheDocument();
    expect(form.getByLabelText('Phone 1 number')).toHaveAccessibleDescription('Number is blocked');
  });
});
