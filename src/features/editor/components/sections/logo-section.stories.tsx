import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http } from '@mocks/handlers/context';
import { storyBackend } from '../../../../../.storybook/mock-backend';
import { withSession } from '../../../../../.storybook/with-session';
import { seedIds } from '../../../../../mocks/store';
import { editorStory } from '@tests/editor/section-stories';
import { LogoSection } from './logo-section';

const meta = { component: LogoSection, title: 'Editor/Sections/Logo' } satisfies Meta<
  typeof LogoSection
>;
export default meta;

const base = editorStory();

/** A 1×1 PNG. */
const pngBytes = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

async function openLogo(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Edit Details' }, { timeout: 5000 });
  await userEvent.click(
    within(canvas.getByRole('region', { name: 'Edit Details' })).getByRole('tab', { name: 'Logo' }),
  );
  // The logo section's code loads when its tab is first opened.
  await canvas.findByLabelText('Choose a logo file');
  return canvas;
}

async function choosePng(canvasElement: HTMLElement) {
  const canvas = await openLogo(canvasElement);
  await userEvent.upload(
    canvas.getByLabelText('Choose a logo file'),
    new File([pngBytes], 'logo.png', { type: 'image/png' }),
  );
  await expect(await canvas.findByRole('img', { name: 'New logo preview' })).toBeVisible();
  return canvas;
}

/** The default logo: no delete button. */
export const Clean: StoryObj = {
  ...base,
  play: async ({ canvasElement }) => {
    const canvas = await openLogo(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Current logo' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete logo' })).toBeNull();
  },
};

/** A custom logo can be deleted. */
export const CustomLogo: StoryObj = {
  ...withSession('owner', (store) => {
    store.profileById(seedIds.fullCard)!.general.logo = {
      name: 'profile/logos/custom',
      content: '/default-logo.svg',
    };
  }),
  parameters: base.parameters,
  render: base.render,
  play: async ({ canvasElement }) => {
    const canvas = await openLogo(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete logo' })).toBeVisible();
  },
};

/** A chosen file waits, with its thumbnail, for 'Confirm Upload'. */
export const Dirty: StoryObj = {
  ...base,
  play: async ({ canvasElement }) => {
    const canvas = await choosePng(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Confirm Upload' })).toBeEnabled();
  },
};

export const Invalid: StoryObj = {
  ...base,
  play: async ({ canvasElement }) => {
    const canvas = await openLogo(canvasElement);
    const picker = userEvent.setup({ applyAccept: false });
    await picker.upload(
      canvas.getByLabelText('Choose a logo file'),
      new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }),
    );
    await expect(
      await canvas.findByText('Only JPEG, PNG, JPG and WEBP files are allowed.'),
    ).toBeVisible();
  },
};

export const Submitting: StoryObj = {
  ...base,
  parameters: {
    ...base.parameters,
    msw: [
      http.patch('/api/profile/{profileId}/logo', () => delay('infinite')),
      ...storyBackend.handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await choosePng(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Upload' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Confirm Upload' })).toBeDisabled(),
    );
  },
};

/** The real upload in a browser, through the mock backend's multipart handler. */
export const Uploaded: StoryObj = {
  ...base,
  play: async ({ canvasElement }) => {
    const canvas = await choosePng(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Upload' }));
    await waitFor(() =>
      expect(within(document.body).getByText('Logo updated successfully !')).toBeVisible(),
    );
    await expect(canvas.getByRole('button', { name: 'Delete logo' })).toBeVisible();
  },
};

export const ServerError: StoryObj = {
  ...base,
  parameters: {
    ...base.parameters,
    msw: [
      http.patch('/api/profile/{profileId}/logo', ({ response }) =>
        response(413).json({ success: false, message: 'Logo file size must be 2MB or less.' }),
      ),
      ...storyBackend.handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await choosePng(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Upload' }));
    await waitFor(() =>
      expect(within(document.body).getByText('Logo file size must be 2MB or less.')).toBeVisible(),
    );
    await expect(canvas.getByRole('button', { name: 'Confirm Upload' })).toBeEnabled();
  },
};
