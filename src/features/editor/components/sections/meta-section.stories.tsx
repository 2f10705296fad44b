import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { seedIds } from '../../../../../mocks/store';
import { openTab, sectionStories } from '@tests/editor/section-stories';
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
    await userEvent.clear(form.getByLabelText(/^Owner email/));
    await userEvent.type(form.getByLabelText(/^Owner email/), 'admin@example.com');
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

/** Saving a deactivation asks first and names what visitors will see. */
export const ConfirmDeactivation: StoryObj = {
  ...stories.Clean,
  play: async ({ canvasElement }) => {
    const form = await openTab(canvasElement, 'Meta');
    await userEvent.click(form.getByRole('switch', { name: 'Active' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Deactivate this card?',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText(/This profile is inactive\./)).toBeVisible();
  },
};

const redirect = sectionStories({
  tab: 'Meta',
  account: 'admin',
  profileId: seedIds.redirectCard,
  change: async () => undefined,
  breakIt: async () => undefined,
});

/** A redirect card's Meta tab shows where visitors are sent. */
export const RedirectTarget: StoryObj = {
  ...redirect.Clean,
  play: async ({ canvasElement }) => {
    const form = await openTab(canvasElement, 'Meta');
    await expect(form.getByText('Visitors of this card are sent to')).toBeVisible();
  },
};
