import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { CreateProfilePage } from '@/features/admin/routes/create-profile';
import { AllProfilesPage } from '@/features/profiles/routes/profile-list';
import { storyUsers } from '../../../.storybook/with-session';
import { RequireAdmin } from '../guards';
import { AccessDeniedPage } from './status-pages';

/** The admin pages behind the app's admin guard, with the real /access-denied page. */
function AdminPagesWithGuard() {
  return (
    <Routes>
      <Route element={<RequireAdmin />}>
        <Route path="/dashboard/create-profile" element={<CreateProfilePage />} />
        <Route path="/dashboard/all-profiles" element={<AllProfilesPage />} />
      </Route>
      <Route path="/access-denied" element={<AccessDeniedPage />} />
    </Routes>
  );
}

/** What an owner (not an admin) sees on an admin page (spec §2, §6). */
const meta = {
  component: AdminPagesWithGuard,
  title: 'Admin/Forbidden',
  parameters: { user: storyUsers.owner, route: '/dashboard/create-profile', path: '*' },
} satisfies Meta<typeof AdminPagesWithGuard>;
export default meta;
type Story = StoryObj<typeof meta>;

const denied: Story['play'] = async ({ canvasElement }) => {
  await expect(
    await within(canvasElement).findByRole('heading', { name: 'Access Denied !' }),
  ).toBeVisible();
};

export const CreateProfilesAsOwner: Story = {
  parameters: { route: '/dashboard/create-profile' },
  play: denied,
};

export const AllCardsAsOwner: Story = {
  parameters: { route: '/dashboard/all-profiles' },
  play: denied,
};
