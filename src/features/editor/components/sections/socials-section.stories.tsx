import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { seedIds } from '../../../../../mocks/store';
import { openTab, sectionStories } from '@tests/editor/section-stories';
import { SocialsSection } from './socials-section';

const meta = { component: SocialsSection, title: 'Editor/Sections/Socials' } satisfies Meta<
  typeof SocialsSection
>;
export default meta;

const stories = sectionStories({
  tab: 'Socials',
  account: 'owner',
  profileId: seedIds.fullCard,
  change: async (form) => {
    await userEvent.clear(form.getByLabelText('X'));
  },
  breakIt: async (form) => {
    await userEvent.clear(form.getByLabelText('Website'));
    await userEvent.type(form.getByLabelText('Website'), 'javascript:alert(1)');
    await expect(form.getByText('Must be a valid URL without spaces')).toBeVisible();
  },
});
export const Clean = stories.Clean;
export const Dirty = stories.Dirty;
export const Invalid = stories.Invalid;
export const Submitting = stories.Submitting;
export const ServerError = stories.ServerError;

/** A handle and an address without https, as people type them, become URLs on leaving. */
export const WebAddressesAsTyped: StoryObj = {
  ...stories.Clean,
  play: async ({ canvasElement }) => {
    const form = await openTab(canvasElement, 'Socials');
    await userEvent.clear(form.getByLabelText('Instagram'));
    await userEvent.type(form.getByLabelText('Instagram'), '@owen');
    await userEvent.clear(form.getByLabelText('Website'));
    await userEvent.type(form.getByLabelText('Website'), 'owen.example.com');
    await userEvent.tab();
    await expect(form.getByLabelText('Instagram')).toHaveValue('https://www.instagram.com/owen');
    await expect(form.getByLabelText('Website')).toHaveValue('https://owen.example.com');
  },
};
