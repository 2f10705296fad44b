import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { seedIds } from '../../../../../mocks/store';
import { sectionStories } from '@tests/editor/section-stories';
import { OtherSection } from './other-section';

const meta = { component: OtherSection, title: 'Editor/Sections/Other' } satisfies Meta<
  typeof OtherSection
>;
export default meta;

const stories = sectionStories({
  tab: 'Other',
  account: 'owner',
  profileId: seedIds.fullCard,
  change: async (form) => {
    await userEvent.clear(form.getByLabelText('Google review URL'));
  },
  breakIt: async (form) => {
    await userEvent.clear(form.getByLabelText('UPI ID'));
    await userEvent.type(form.getByLabelText('UPI ID'), 'owen@ok1');
    await expect(form.getByText('Must be a valid UPI ID')).toBeVisible();
  },
});
export const Clean = stories.Clean;
export const Dirty = stories.Dirty;
export const Invalid = stories.Invalid;
export const Submitting = stories.Submitting;
export const ServerError = stories.ServerError;
