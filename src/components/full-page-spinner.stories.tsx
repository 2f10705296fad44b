import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullPageSpinner } from './full-page-spinner';

const meta = {
  component: FullPageSpinner,
  title: 'Shell/Full-page spinner',
  tags: ['autodocs'],
} satisfies Meta<typeof FullPageSpinner>;
export default meta;

export const Loading: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading' }),
    ).toBeInTheDocument();
  },
};
