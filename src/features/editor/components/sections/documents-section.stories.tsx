import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { seedIds } from '../../../../../mocks/store';
import { sectionStories } from '@tests/editor/section-stories';
import { DocumentsSection } from './documents-section';

const meta = { component: DocumentsSection, title: 'Editor/Sections/Documents' } satisfies Meta<
  typeof DocumentsSection
>;
export default meta;

const stories = sectionStories({
  tab: 'Documents',
  account: 'owner',
  profileId: seedIds.fullCard,
  change: async (form) => {
    await userEvent.clear(form.getByLabelText('Document 3 name'));
    await userEvent.clear(form.getByLabelText('Document 3 URL'));
  },
  breakIt: async (form) => {
    await userEvent.clear(form.getByLabelText('Document 1 URL'));
    await expect(form.getByText('Please provide both name and URL')).toBeVisible();
  },
});
export const Clean = stories.Clean;
export const Dirty = stories.Dirty;
export const Invalid = stories.Invalid;
export const Submitting = stories.Submitting;
export const ServerError = stories.ServerError;
