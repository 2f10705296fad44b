import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildUser } from '@mocks/factories';
import { dashboardMenu } from '../routes';
import { DashboardLayout } from './dashboard-layout';

const meta = {
  component: DashboardLayout,
  title: 'Shell/Dashboard layout',
  args: { menu: dashboardMenu },
  parameters: {
    route: '/dashboard/my-account',
    user: buildUser({ name: 'Owen Owner', email: 'owner@example.com' }),
  },
} satisfies Meta<typeof DashboardLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const User: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'All Profiles' })).not.toBeInTheDocument();
  },
};

export const Admin: Story = {
  parameters: { user: buildUser({ name: 'Ada Admin', email: 'admin@example.com', isAdmin: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'All Profiles' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create Profile' })).toBeVisible();
  },
};
