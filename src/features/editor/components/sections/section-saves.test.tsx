import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { Schemas } from '@/api/client';
import { backend } from '@mocks/node';
import { seedIds } from '@mocks/store';
import { openEditor, openSection } from '@tests/editor/editor-test-utils';

type Save = {
  /** The section's tab (and its form's name). */
  tab: string;
  /** What is typed into the minimal card's fields, by label. */
  typed: Record<string, string>;
  /** The section's §8 toast. */
  toast: string;
  /** What the card stores afterwards, and what that must equal. */
  stored: (card: Schemas['Profile']) => unknown;
  expected: unknown;
};

const saves: Save[] = [
  {
    tab: 'Contact',
    typed: {
      'Phone 1 name': 'Mobile',
      'Phone 1 number': '9876543210',
      'Email 1 name': 'Work',
      'Email 1 address': 'min@example.com',
    },
    toast: 'Contact details updated successfully.',
    stored: (card) => [card.contact.phone[0], card.contact.email[0]],
    expected: [
      { name: 'Mobile', code: 'IN', number: '9876543210' },
      { name: 'Work', content: 'min@example.com' },
    ],
  },
  {
    tab: 'Location',
    typed: { Street: '1 Residency Road', City: 'Bengaluru', 'Postal code': '560025' },
    toast: 'Location updated successfully.',
    stored: (card) => card.location.address,
    expected: {
      street: '1 Residency Road',
      city: 'Bengaluru',
      state: '',
      postalCode: '560025',
      country: '',
    },
  },
  {
    tab: 'Other',
    typed: {
      'UPI payee name': 'Min',
      'UPI ID': 'min.owner@okaxis',
      'Google review URL': 'https://g.page/r/min/review',
    },
    toast: 'Other details updated successfully.',
    stored: (card) => card.other,
    expected: {
      upi: { name: 'Min', content: 'min.owner@okaxis' },
      googleReviewUrl: 'https://g.page/r/min/review',
    },
  },
  {
    // Spaces around a URL are trimmed before it is sent.
    tab: 'Socials',
    typed: { LinkedIn: '  https://www.linkedin.com/in/min  ' },
    toast: 'Socials updated successfully.',
    stored: (card) => card.socials.linkedin,
    expected: 'https://www.linkedin.com/in/min',
  },
];

describe('a section saved with new values', () => {
  test.each(saves)(
    '$tab stores them and starts clean',
    async ({ tab, typed, toast, stored, expected }) => {
      const { user } = await openEditor(seedIds.minimalCard);
      const form = within(await openSection(user, tab));
      for (const [label, value] of Object.entries(typed)) {
        await user.type(form.getByLabelText(label), value);
      }
      await user.click(form.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(toast)).toBeInTheDocument();
      expect(stored(backend.store.profileById(seedIds.minimalCard)!)).toEqual(expected);
      expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    },
  );
});
