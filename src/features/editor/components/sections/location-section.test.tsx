import { within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { seedIds } from '@mocks/store';
import { openEditor, openSection } from '@tests/editor/editor-test-utils';

describe('location section', () => {
  test.each(['012345', '56001', '5600011', 'ABCDEF'])(
    'refuses the postal code %s',
    async (code) => {
      const { user } = await openEditor(seedIds.minimalCard);
      const form = within(await openSection(user, 'Location'));
      await user.type(form.getByLabelText('Postal code'), code);
      expect(form.getByLabelText('Postal code')).toHaveAccessibleDescription(
        'Must be a valid postal code',
      );
    },
  );

  test('the maps link follows the URL rule', async () => {
    const { user } = await openEditor(seedIds.minimalCard);
    const form = within(await openSection(user, 'Location'));
    await user.type(form.getByLabelText('Google Maps URL'), 'javascript:void(0)');
    expect(form.getByText('Must be a valid URL without spaces')).toBeInTheDocument();
  });
});
