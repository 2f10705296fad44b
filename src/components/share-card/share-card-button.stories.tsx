import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withSession } from '../../../.storybook/with-session';
import { ShareCardButton } from './share-card-button';

const meta = {
  component: ShareCardButton,
  title: 'Dashboard/Share button',
  tags: ['autodocs'],
  args: { id: '6650a1f0c0ffee0000000011', name: 'Owen Owner' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ShareCardButton>;
export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
  const dialog = await within(document.body).findByRole('dialog', {
    name: 'Share card 6650a1f0c0ffee0000000011',
  });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

export const Closed: Story = {};

/** A desktop browser: no Web Share, no Web NFC, so neither is offered. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Download QR (SVG)' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Write to NFC tag' })).toBeNull();
  },
};

/** Chrome on Android: the share sheet and NFC writing are offered too. */
export const PhoneWithNfc: Story = {
  beforeEach: () => {
    const hadShare = 'share' in navigator;
    Object.defineProperty(navigator, 'share', { value: async () => undefined, configurable: true });
    Object.defineProperty(window, 'NDEFReader', {
      value: class {
        async write() {}
      },
      configurable: true,
    });
    return () => {
      if (!hadShare) Reflect.deleteProperty(navigator, 'share');
      Reflect.deleteProperty(window, 'NDEFReader');
    };
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Share via…' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Write to NFC tag' })).toBeVisible();
  },
};

/**
 * The share kit's tabs load when the dialog opens, and read the card from the mock
 * backend as its owner.
 */
export const ShareKitTabs: Story = {
  ...withSession('owner'),
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: 'E-mail signature' }));
    await expect(await dialog.findByRole('button', { name: 'Copy signature' })).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: 'Offline QR' }));
    await expect(await dialog.findByTitle('Offline contact QR code for Owen Owner')).toBeVisible();
  },
};
