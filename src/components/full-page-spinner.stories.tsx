import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullPageSpinner } from './full-page-spinner';

const meta = {
  component: FullPageSpinner,
  title: 'Shell/Full-page spinner',
  tags: ['autodocs'],
} satisfies Meta<typeof FullPageSpinner>;
export default meta;

/**
 * What the story is about: a spinner that fills the page's height and sits in its middle, and
 * is announced politely by its label (spec §1).
 */
async function expectFullPageSpinner(canvasElement: HTMLElement, label: string) {
  const status = within(canvasElement).getByRole('status', { name: label });
  await expect(status).toHaveAttribute('aria-live', 'polite');
  const box = status.getBoundingClientRect();
  await expect(box.height).toBeGreaterThanOrEqual(window.innerHeight * 0.6 - 1);
  // Mantine's Loader has no role of its own: it is the status's only child.
  const spinner = status.firstElementChild!.getBoundingClientRect();
  await expect(spinner.width).toBeGreaterThan(0);
  await expect(Math.abs(spinner.x + spinner.width / 2 - (box.x + box.width / 2))).toBeLessThan(2);
  await expect(Math.abs(spinner.y + spinner.height / 2 - (box.y + box.height / 2))).toBeLessThan(2);
}

export const Loading: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => expectFullPageSpinner(canvasElement, 'Loading'),
};

export const WithItsOwnLabel: StoryObj<typeof meta> = {
  args: { label: 'Loading your cards' },
  play: async ({ canvasElement }) => expectFullPageSpinner(canvasElement, 'Loading your cards'),
};
