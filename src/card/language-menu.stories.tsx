import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LanguageMenu } from './language-menu';

/** The card's language menu: the word for "Language" and the language's own name. */
const meta = {
  component: LanguageMenu,
  title: 'Visitor card/Language menu',
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof LanguageMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open: every language in its own script, the current one marked. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English' }));
    await expect(canvas.getByRole('button', { name: 'മലയാളം' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** In Hindi: भाषा, हिन्दी. */
export const Hindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'भाषा: हिन्दी' })).toBeVisible();
  },
};

/** In Urdu, right to left. */
export const Urdu: Story = {
  globals: { language: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'زبان: اردو' })).toBeVisible();
  },
};
