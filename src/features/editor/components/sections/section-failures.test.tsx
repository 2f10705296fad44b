import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { seedIds } from '@mocks/store';
import { failSectionSaves, openEditor, openSection } from '@tests/editor/editor-test-utils';

/** A section's tab, the card it edits, a field given a valid new value, and its §8 toast. */
const sections = [
  ['General', seedIds.fullCard, /^Tag line/, 'Founder!', 'Failed to update general data.'],
  ['Contact', seedIds.fullCard, 'Email 2 name', 'Support', 'Failed to update contact details.'],
  ['Documents', seedIds.fullCard, 'Document 3 name', 'Price list', 'Failed to update documents.'],
  ['Location', seedIds.minimalCard, 'Country', 'India', 'Failed to update location.'],
  ['Other', seedIds.fullCard, 'Google review URL', '', 'Failed to update other details.'],
  [
    'Socials',
    seedIds.minimalCard,
    'Website',
    'https://min.example.com',
    'Failed to update socials.',
  ],
] as const;

describe('a section whose save fails without a message', () => {
  test.each(sections)(
    '%s shows the §8 fallback and keeps the edit',
    async (tab, card, label, value, toast) => {
      failSectionSaves();
      const { user } = await openEditor(card);
      const form = within(await openSection(user, tab));
      await user.clear(form.getByLabelText(label));
      if (value) await user.type(form.getByLabelText(label), value);
      await user.click(form.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(toast)).toBeInTheDocument();
      expect(form.getByLabelText(label)).toHaveValue(value);
    },
  );
});
