import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { languageStorageKey } from '@/i18n';
import { LanguageMenu } from './language-menu';

/** The card's language menu: the word for "Language" and the platform's select. */
const meta = {
  component: LanguageMenu,
  title: 'Visitor card/Language menu',
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof LanguageMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every language in its own script, the current one chosen; choosing one switches to it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('en');
    await expect(canvas.getByRole('option', { name: 'മലയാളം' })).toHaveAttribute('lang', 'ml');
    await expect(canvas.getByRole('option', { name: 'اردو' })).toHaveAttribute('dir', 'rtl');
    await userEvent.selectOptions(select, 'हिन्दी');
    // The language's chunk loads first, then the menu speaks it.
    const hindi = await canvas.findByRole('combobox', { name: 'भाषा' });
    await expect(hindi).toHaveValue('hi');
    await userEvent.selectOptions(hindi, 'English');
    await expect(await canvas.findByRole('combobox', { name: 'Language' })).toHaveValue('en');
    localStorage.removeItem(languageStorageKey); // the choice is remembered: not for other stories
  },
};

/** In Hindi: भाषा, हिन्दी. */
export const Hindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  },
};

/** In Urdu, right to left. */
export const Urdu: Story = {
  globals: { language: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'زبان' })).toHaveValue('ur');
  },
};
