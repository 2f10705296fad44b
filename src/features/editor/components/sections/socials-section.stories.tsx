import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { editorStory, openTab } from '@tests/editor/section-stories';
import { SocialsSection } from './socials-section';

export default { component: SocialsSection, title: 'Editor/Sections/Socials' } satisfies Meta<
  typeof SocialsSection
>;

/** A handle and an address without https, as people type them, become URLs on leaving. */
export const WebAddressesAsTyped: StoryObj = {
  ...editorStory(),
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
