import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { seedIds } from '../../../../../mocks/store';
import { sectionStories } from '@tests/editor/section-stories';
import { ContactSection } from './contact-section';

const meta = { component: ContactSection, title: 'Editor/Sections/Contact' } satisfies Meta<
  typeof ContactSection
>;
export default meta;

const stories = sectionStories({
  tab: 'Contact',
  account: 'owner',
  profileId: seedIds.fullCard,
  change: async (form) => {
    await userEvent.clear(form.getByLabelText('Phone 2 name'));
    await userEvent.type(form.getByLabelText('Phone 2 name'), 'Desk');
  },
  breakIt: async (form) => {
    await userEvent.clear(form.getByLabelText('WhatsApp 1 number'));
    await userEvent.type(form.getByLabelText('WhatsApp 1 number'), '12345');
    await expect(form.getByText('Invalid phone number for the selected country')).toBeVisible();
    await userEvent.clear(form.getByLabelText('Email 2 name'));
    await expect(form.getByText('Please provide both name and email ID')).toBeVisible();
  },
});
export const Clean = stories.Clean;
export const Dirty = stories.Dirty;
export const Invalid = stories.Invalid;
export const Submitting = stories.Submitting;
export const ServerError = stories.ServerError;
