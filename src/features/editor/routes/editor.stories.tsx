import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withSession } from '../../../../.storybook/with-session';
import { seedIds } from '../../../../mocks/store';
import { editorParameters, editorStory, livePreview } from '@tests/editor/section-stories';
import { AdminEditorPage, OwnerEditorPage } from './editor';

const meta = {
  component: OwnerEditorPage,
  title: 'Editor/Editor page',
  parameters: { cardStyle: true },
} satisfies Meta<typeof OwnerEditorPage>;
export default meta;

const base = editorStory();

export const Owner: StoryObj = {
  ...base,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Live Preview' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'Meta' })).toBeNull();
  },
};

export const Admin: StoryObj = {
  ...withSession('admin'),
  parameters: {
    ...withSession('admin').parameters,
    ...editorParameters('admin', seedIds.firstBlankCard),
  },
  render: () => <AdminEditorPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Meta' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Leaving with unsaved changes asks first. */
export const LeavePrompt: StoryObj = {
  ...base,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Tag line/, {}, { timeout: 5000 }), '!');
    await userEvent.click(canvas.getByRole('link', { name: /Back to My Profiles/ }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Leave without saving?',
    });
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/**
 * An unsaved tag line in the live preview, marked as unsaved (the story runs at phone width:
 * the preview opens from the button at the bottom of the screen).
 */
export const UnsavedPreview: StoryObj = {
  ...base,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tagLine = await canvas.findByLabelText(/^Tag line/, {}, { timeout: 5000 });
    await userEvent.clear(tagLine);
    await userEvent.type(tagLine, 'Fresh bread daily');
    const body = within(document.body);
    const card = await livePreview();
    await expect(await card.findByText('Fresh bread daily')).toBeVisible();
    await waitFor(() => expect(body.getByText('Unsaved changes')).toBeVisible());
  },
};
