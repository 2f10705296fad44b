import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { seedIds } from '../../../../../mocks/store';
import { sectionStories } from '@tests/editor/section-stories';
import { LocationSection } from './location-section';

const meta = { component: LocationSection, title: 'Editor/Sections/Location' } satisfies Meta<
  typeof LocationSection
>;
export default meta;

const stories = sectionStories({
  tab: 'Location',
  account: 'owner',
  profileId: seedIds.fullCard,
  change: async (form) => {
    await userEvent.type(form.getByLabelText('Street'), ', 2nd floor');
  },
  breakIt: async (form) => {
    await userEvent.clear(form.getByLabelText('Postal code'));
    await userEvent.type(form.getByLabelText('Postal code'), '012345');
    await expect(form.getByText('Must be a valid postal code')).toBeVisible();
  },
});
export const Clean = stories.Clean;
export const Dirty = stories.Dirty;
export const Invalid = stories.Invalid;
export const Submitting = stories.Submitting;
export const ServerError = stories.ServerError;
