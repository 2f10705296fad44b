import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http } from '@mocks/handlers/context';
import { storyBackend } from '../../../../.storybook/mock-backend';
import { editorStory } from '@tests/editor/section-stories';
import { StyleEditor } from './style-editor';

const meta = { component: StyleEditor, title: 'Editor/Sections/Style' } satisfies Meta<
  typeof StyleEditor
>;
export default meta;

// Styles are picked from fixed lists, so they have no invalid state.
const base = editorStory();

async function chooseLight(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Edit Styles' }, { timeout: 5000 });
  await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
  await userEvent.click(canvas.getByRole('radio', { name: 'Pink' }));
  return canvas;
}

export const Clean: StoryObj = {
  ...base,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('radio', { name: 'Dark' }, { timeout: 5000 }),
    ).toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Save styles' })).toBeNull();
  },
};

/** The choice shows in the live preview before it is saved. */
export const Dirty: StoryObj = {
  ...base,
  play: async ({ canvasElement }) => {
    const canvas = await chooseLight(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save styles' })).toBeEnabled();
  },
};

export const Submitting: StoryObj = {
  ...base,
  parameters: {
    ...base.parameters,
    msw: [
      http.patch('/api/profile/{profileId}', () => delay('infinite')),
      ...storyBackend.handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await chooseLight(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save styles' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save styles' })).toBeDisabled());
  },
};

export const ServerError: StoryObj = {
  ...base,
  parameters: {
    ...base.parameters,
    msw: [
      http.patch('/api/profile/{profileId}', ({ response }) =>
        response(500).json({ success: false, message: 'Something went wrong' }),
      ),
      ...storyBackend.handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await chooseLight(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save styles' }));
    await waitFor(() =>
      expect(within(document.body).getByText('Failed to update styles.')).toBeVisible(),
    );
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
  },
};
