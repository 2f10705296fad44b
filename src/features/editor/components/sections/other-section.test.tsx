import { within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { seedIds } from '@mocks/store';
import { openEditor, openSection } from '@tests/editor/editor-test-utils';

describe('other section', () => {
  test.each(['owen', 'o@okbank', 'owen@ok1', 'owen@b', 'ow en@okbank'])(
    'refuses the UPI ID %s',
    async (id) => {
      const { user } = await openEditor(seedIds.minimalCard);
      const form = within(await openSection(user, 'Other'));
      await user.type(form.getByLabelText('UPI payee name'), 'Owen');
      await user.type(form.getByLabelText('UPI ID'), id);
      expect(form.getByLabelText('UPI ID')).toHaveAccessibleDescription('Must be a valid UPI ID');
    },
  );

  test('payee name and UPI ID both or neither', async () => {
    const { user } = await openEditor(seedIds.minimalCard);
    const form = within(await openSection(user, 'Other'));
    await user.type(form.getByLabelText('UPI ID'), 'min.owner@okaxis');
    expect(form.getByLabelText('UPI ID')).toHaveAccessibleDescription(
      'Please provide both name and UPI ID',
    );
    await user.type(form.getByLabelText('UPI payee name'), 'Min');
    expect(form.queryByText('Please provide both name and UPI ID')).not.toBeInTheDocument();
  });

  test('the review link follows the URL rule', async () => {
    const { user } = await openEditor(seedIds.minimalCard);
    const form = within(await openSection(user, 'Other'));
    await user.type(form.getByLabelText('Google review URL'), 'g.page/review');
    expect(form.getByText('Must be a valid URL without spaces')).toBeInTheDocument();
  });
});
