import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withSession } from '../../../../.storybook/with-session';
import { storyBackend } from '../../../../.storybook/mock-backend';
import { applyScenario } from '../../../../mocks/scenarios';
import { seedIds } from '../../../../mocks/store';
import { AllProfilesPage, MyProfilesPage } from './profile-list';

const meta = {
  component: MyProfilesPage,
  title: 'Dashboard/Card list',
  parameters: { route: '/dashboard/my-profiles' },
} satisfies Meta<typeof MyProfilesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const allProfiles = { route: '/dashboard/all-profiles' };

export const Empty: Story = {
  ...withSession('admin'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'My Tapcard Profiles (0)' }),
    ).toBeVisible();
    await expect(canvas.getByText('You have no profiles.')).toBeVisible();
  },
};

export const One: Story = {
  ...withSession('owner', (store) => {
    store.state.profiles = store.state.profiles.filter((p) => p._id === seedIds.fullCard);
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'My Tapcard Profiles (1)' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

/** The owner's five cards: active, inactive and a redirect card without Edit. */
export const Many: Story = {
  ...withSession('owner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'My Tapcard Profiles (5)' }),
    ).toBeVisible();
    const redirect = within(canvas.getByRole('article', { name: `Card ${seedIds.redirectCard}` }));
    await expect(redirect.getByText('(Redirect Profile)')).toBeVisible();
    await expect(redirect.queryByRole('link', { name: 'Edit' })).toBeNull();
  },
};

/** Every card, for an admin: 29 cards on two pages. */
export const AllCards: Story = {
  ...withSession('admin'),
  parameters: { ...withSession('admin').parameters, ...allProfiles },
  render: () => <AllProfilesPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'All Tapcard Profiles (29)' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Search')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toBeVisible();
  },
};

export const AdminFilter: Story = {
  ...AllCards,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'All Tapcard Profiles (29)' });
    await userEvent.selectOptions(canvas.getByLabelText('Filter by'), 'Name');
    await userEvent.type(canvas.getByLabelText('Search'), 'owen');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4));
    await expect(canvas.getByText('Showing 1–4 of 4')).toBeVisible();
  },
};

export const AdminFilterNoMatch: Story = {
  ...AllCards,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'All Tapcard Profiles (29)' });
    await userEvent.selectOptions(canvas.getByLabelText('Filter by'), 'Card number');
    await userEvent.type(canvas.getByLabelText('Search'), 'zzz');
    await expect(await canvas.findByText('No card matches the filter.')).toBeVisible();
  },
};

/** The `fleet-10000` scenario (mocks/scenarios.ts): 10,000 cards, 20 to a page. */
export const Fleet: Story = {
  ...withSession('admin', () => applyScenario(storyBackend, 'fleet-10000')),
  parameters: { ...withSession('admin').parameters, ...allProfiles },
  render: () => <AllProfilesPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'All Tapcard Profiles (10,000)' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(20);
  },
};

/** The `empty-account` scenario: the owner has no cards. */
export const EmptyAccountScenario: Story = {
  ...withSession('owner', () => applyScenario(storyBackend, 'empty-account')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'My Tapcard Profiles (0)' }),
    ).toBeVisible();
  },
};

/** A new owner without cards: how a card reaches them, and the support contact. */
export const EmptyNewOwner: Story = {
  ...withSession('owner', (store) => {
    store.state.profiles = store.state.profiles.filter((p) => p.meta.owner === null);
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const empty = within(
      await canvas.findByRole('region', { name: 'You have no profiles.' }, { timeout: 5000 }),
    );
    await expect(empty.getByText(/linked to your account/)).toBeVisible();
    await expect(empty.getByRole('link', { name: 'support@tapcard.example.com' })).toBeVisible();
  },
};

/** The admin's status filter: only inactive cards, and the count follows. */
export const AdminStatusFilter: Story = {
  ...AllCards,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'All Tapcard Profiles (29)' });
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'Inactive');
    await expect(
      await canvas.findByRole('heading', { name: 'All Tapcard Profiles (1)' }),
    ).toBeVisible();
    await expect(canvas.getByText('owner@example.com')).toBeVisible();
  },
};

/** The admin's activity filter (capability `insights`): the cards nobody opened in 30 days. */
export const AdminActivityFilter: Story = {
  ...AllCards,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'All Tapcard Profiles (29)' });
    await userEvent.selectOptions(canvas.getByLabelText('Activity'), 'No views in 30 days');
    // Only the seeded full card has views.
    await expect(
      await canvas.findByRole('heading', { name: 'All Tapcard Profiles (28)' }),
    ).toBeVisible();
    await expect(canvas.queryByText(seedIds.fullCard)).toBeNull();
  },
};
