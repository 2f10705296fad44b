import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { seedIds } from '../../../../../mocks/store';
import { sectionStories } from '../../testing/section-stories';
import { MetaSection } from './meta-section';

const meta = { component: MetaSection, title: 'Editor/Sections/Meta' } satisfies Meta<
  typeof MetaSection
>;
export default meta;

const stories = sectionStories({
  tab: 'Meta',
  account: 'admin',
  profileId: seedIds.fullCard,
  change: async (form) => {
    await userEvent.click(form.getByRole('switch', { name: 'Active' }));
  },
  breakIt: async (form) => {
    await userEvent.clear(form.getByLabelText(/^Owner email/));
    await userEvent.type(form.getByLabelText(/^Owner email/), 'owner@');
    await expect(form.getByText('Invalid email format')).toBeVisible();
  },
});
export const Clean = stories.Clean;
export const Dirty = stories.Dirty;
export const Invalid = stories.Invalid;
export const Submitting = stories.Submitting;
export const ServerError = stories.ServerError;
