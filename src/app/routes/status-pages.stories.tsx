import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccessDeniedPage, ErrorPage, NotFoundPage } from './status-pages';

const meta = { title: 'Shell/Status pages', component: NotFoundPage } satisfies Meta<
  typeof NotFoundPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Page not found !' }),
    ).toBeVisible();
  },
};

export const AccessDenied: Story = {
  render: () => <AccessDeniedPage />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Access Denied !' }),
    ).toBeVisible();
  },
};

export const UnknownError: Story = {
  render: () => <ErrorPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error : Unknown error')).toBeVisible();
  },
};
