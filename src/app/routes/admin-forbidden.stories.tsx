import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppRoutes, appTimeout } from '../../../.storybook/app-routes';
import { storyUsers } from '../../../.storybook/with-session';

/** What an owner (not an admin) sees on an admin page (spec §2, §6): the app's own guard. */
const meta = {
  component: AppRoutes,
  title: 'Admin/Forbidden',
  args: { route: '/dashboard/create-profile' },
  parameters: { user: storyUsers.owner, appRoutes: true },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const denied: Story['play'] = async ({ canvasElement }) => {
  // The page fades in after the route's data (the app layout's page transition).
  const shown = await within(canvasElement).findByRole(
    'heading',
    { name: 'Access Denied !' },
    appTimeout,
  );
  await waitFor(() => expect(shown).toBeVisible(), appTimeout);
};

export const CreateProfilesAsOwner: Story = {
  args: { route: '/dashboard/create-profile' },
  play: denied,
};

export const AllCardsAsOwner: Story = {
  args: { route: '/dashboard/all-profiles' },
  play: denied,
};
