import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { sectionStories } from '@tests/editor/section-stories';
import { GeneralSection } from './general-section';

const meta = { component: GeneralSection, title: 'Editor/Sections/General' } satisfies Meta<
  typeof GeneralSection
>;
export default meta;

const stories = sectionStories({
  tab: 'General',
  change: async (form) => {
    await userEvent.type(form.getByLabelText(/^Tag line/), ' and friends');
  },
  breakIt: async (form) => {
    await userEvent.clear(form.getByLabelText(/^Name/));
    await expect(form.getByText('Cannot be empty')).toBeVisible();
  },
});
export const Clean = stories.Clean;
export const Dirty = stories.Dirty;
export const Invalid = stories.Invalid;
export const Submitting = stories.Submitting;
export const ServerError = stories.ServerError;
