import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { seedIds } from '../../../../../mocks/store';
import { editorStory, openTab } from '@tests/editor/section-stories';
import { MetaSection } from './meta-section';

export default { component: MetaSection, title: 'Editor/Sections/Meta' } satisfies Meta<
  typeof MetaSection
>;

/** Saving a deactivation asks first and names what visitors will see. */
export const ConfirmDeactivation: StoryObj = {
  ...editorStory('admin'),
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

/** A redirect card's Meta tab shows where visitors are sent. */
export const RedirectTarget: StoryObj = {
  ...editorStory('admin', seedIds.redirectCard),
  play: async ({ canvasElement }) => {
    const form = await openTab(canvasElement, 'Meta');
    await expect(form.getByText('Visitors of this card are sent to')).toBeVisible();
  },
};
