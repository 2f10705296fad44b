import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { seedIds } from '@mocks/store';
import { storyBackend } from '../../../../.storybook/mock-backend';
import { withSession } from '../../../../.storybook/with-session';
import { ContactsPage } from './contacts-page';

/**
 * /dashboard/contacts (capability `contactExchange`): the contacts visitors left on the owner's
 * cards, against the story mock backend (three seeded contacts on the full card).
 */
const meta = {
  component: ContactsPage,
  title: 'Dashboard/Contacts',
  ...withSession('owner'),
  parameters: { ...withSession('owner').parameters, route: '/dashboard/contacts', path: '*' },
} satisfies Meta<typeof ContactsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, each with Details, vCard and Delete; Export CSV. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: 'Contacts' }));
    const items = await list.findAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Arjun Rao');
    await expect(items).toHaveLength(3);
  },
};

/** One contact's details: the notice shown and the marketing consent kept with it. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Contacts' }));
    const [first] = await list.findAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: 'Details' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Arjun Rao' });
    await expect(dialog).toHaveTextContent('Marketing consent');
  },
};

/** No contacts yet: how to turn exchange on. */
export const Empty: Story = {
  decorators: [
    (Story) => {
      // After the global reset, inside the session's decorator: no contact left on any card.
      storyBackend.store.state.contacts = [];
      return <Story />;
    },
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No contacts yet')).toBeVisible();
  },
};

/**
 * Filtered by a card without contacts (the link of a card in My Profiles); the Card filter, a
 * native select, goes back to all cards.
 */
export const FilteredByCard: Story = {
  parameters: { route: `/dashboard/contacts?card=${seedIds.minimalCard}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No contact matches.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Card' }), 'All cards');
    const list = within(await canvas.findByRole('list', { name: 'Contacts' }));
    await expect(await list.findAllByRole('listitem')).toHaveLength(3);
  },
};

/**
 * Filtered by none of the owner's cards (a deleted card's link): the server's refusal, and the
 * filter says which card, not "All cards".
 */
export const FilteredByUnknownCard: Story = {
  parameters: { route: '/dashboard/contacts?card=6650a1f0c0ffee00000000ff' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    const filter = canvas.getByRole<HTMLSelectElement>('combobox', { name: 'Card' });
    await waitFor(() => expect(filter.selectedOptions[0]).toHaveTextContent('Unknown card'));
  },
};
