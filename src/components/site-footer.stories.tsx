import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildUser } from '@mocks/factories';
import { SiteFooter } from './site-footer';

const meta = {
  component: SiteFooter,
  title: 'Shell/Site footer',
  tags: ['autodocs'],
  parameters: { user: null },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  },
};

export const LoggedIn: Story = {
  parameters: { user: buildUser({ name: 'Owen Owner', email: 'owner@example.com' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeEnabled();
  },
};
