import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { http } from '@mocks/handlers/context';
import { backend, server } from '@mocks/node';
import { seedIds } from '@mocks/store';
import { openEditor } from '@tests/editor/editor-test-utils';

const png = (bytes = 100) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });
const customLogo = { name: 'profile/logos/owen-1', content: '/default-logo.svg' };

beforeEach(() => {
  // jsdom has no object URLs; the thumbnail only needs a string.
  Object.defineProperty(URL, 'createObjectURL', {
    value: () => 'blob:thumbnail',
    configurable: true,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
});

async function openLogo(profileId: string = seedIds.fullCard) {
  const utils = await openEditor(profileId);
  await utils.user.click(screen.getByRole('tab', { name: 'Logo' }));
  // The Dropzone's input accepts only images; this user may pick anything, like a real file dialog.
  const picker = userEvent.setup({ applyAccept: false });
  // The logo section's code loads when its tab is first opened.
  return { ...utils, picker, input: await screen.findByLabelText('Choose a logo file') };
}

describe('logo section', () => {
  test('a default logo has no delete button', async () => {
    await openLogo();
    expect(screen.getByRole('img', { name: 'Current logo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete logo' })).not.toBeInTheDocument();
  });

  test('choosing an image sets a pending file with a thumbnail', async () => {
    const { picker, input } = await openLogo();
    await picker.upload(input, png());
    expect(await screen.findByRole('img', { name: 'New logo preview' })).toHaveAttribute(
      'src',
      'blob:thumbnail',
    );
    expect(screen.getByText('logo.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Upload' })).toBeInTheDocument();
    await picker.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Confirm Upload' })).not.toBeInTheDocument();
  });

  test.each([
    ['a GIF', new File(['GIF89a'], 'logo.gif', { type: 'image/gif' })],
    ['an SVG', new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })],
    ['a PDF', new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })],
  ])('refuses %s', async (_, file) => {
    const { picker, input } = await openLogo();
    await picker.upload(input, file);
    expect(
      await screen.findByText('Only JPEG, PNG, JPG and WEBP files are allowed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Upload' })).not.toBeInTheDocument();
  });

  test('refuses a file over 2 MB', async () => {
    const { picker, input } = await openLogo();
    await picker.upload(input, png(2 * 1024 * 1024 + 1));
    expect(await screen.findByText('Logo file size must be 2MB or less.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Upload' })).not.toBeInTheDocument();
  });

  test('accepts a file of exactly 2 MB', async () => {
    const { picker, input } = await openLogo();
    await picker.upload(input, png(2 * 1024 * 1024));
    expect(await screen.findByRole('button', { name: 'Confirm Upload' })).toBeInTheDocument();
  });

  test('Confirm Upload sends the file as multipart form data', async () => {
    let contentType: string | null = null;
    server.use(
      http.patch('/api/profile/{profileId}/logo', ({ request, response }) => {
        // Reading a multipart File body hangs in jsdom; the real upload runs in Chromium (e2e).
        contentType = request.headers.get('content-type');
        const profile = backend.store.profileById(seedIds.fullCard)!;
        profile.general.logo = customLogo;
        return response(200).json({
          success: true,
          message: 'Logo updated successfully !',
          data: { profile },
        });
      }),
    );
    const { picker, input } = await openLogo();
    await picker.upload(input, png());
    await picker.click(await screen.findByRole('button', { name: 'Confirm Upload' }));
    expect(await screen.findByText('Logo updated successfully !')).toBeInTheDocument();
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(screen.queryByRole('button', { name: 'Confirm Upload' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete logo' })).toBeInTheDocument();
  });

  test('a failed upload shows the server message and keeps the pending file', async () => {
    server.use(
      http.patch('/api/profile/{profileId}/logo', ({ response }) =>
        response(415).json({
          success: false,
          message: 'Only JPEG, PNG, JPG and WEBP files are allowed.',
        }),
      ),
    );
    const { picker, input } = await openLogo();
    await picker.upload(input, png());
    await picker.click(await screen.findByRole('button', { name: 'Confirm Upload' }));
    expect(
      await screen.findByText('Only JPEG, PNG, JPG and WEBP files are allowed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Upload' })).toBeInTheDocument();
  });

  test('a failed upload without a message shows the §8 fallback', async () => {
    server.use(
      http.patch('/api/profile/{profileId}/logo', ({ response }) =>
        response(500).json({ success: false, message: 'Something went wrong' }),
      ),
    );
    const { picker, input } = await openLogo();
    await picker.upload(input, png());
    await picker.click(await screen.findByRole('button', { name: 'Confirm Upload' }));
    expect(await screen.findByText('Failed to update logo.')).toBeInTheDocument();
  });

  test('deletes a custom logo', async () => {
    backend.store.profileById(seedIds.fullCard)!.general.logo = { ...customLogo };
    const { user } = await openLogo();
    await user.click(screen.getByRole('button', { name: 'Delete logo' }));
    expect(await screen.findByText('Logo deleted successfully !')).toBeInTheDocument();
    expect(backend.store.profileById(seedIds.fullCard)!.general.logo.name).toBe(
      'profile/logos/default',
    );
    expect(screen.queryByRole('button', { name: 'Delete logo' })).not.toBeInTheDocument();
  });

  test('a failed delete shows the §8 fallback', async () => {
    backend.store.profileById(seedIds.fullCard)!.general.logo = { ...customLogo };
    server.use(
      http.delete('/api/profile/{profileId}/logo', ({ response }) =>
        response(500).json({ success: false, message: 'Something went wrong' }),
      ),
    );
    const { user } = await openLogo();
    await user.click(screen.getByRole('button', { name: 'Delete logo' }));
    expect(await screen.findByText('Failed to delete logo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete logo' })).toBeInTheDocument();
  });
});
