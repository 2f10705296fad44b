import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { http } from '@mocks/handlers/context';
import { server } from '@mocks/node';
import { seedIds } from '@mocks/store';
import { accounts, loginAs, renderRoute } from '@tests/support/render';

// The dialog hands out its links with `s=share`, an NFC tag `s=nfc` (card-url.ts).
const cardUrl = `${window.location.origin}/profile/${seedIds.fullCard}?s=share`;
const nfcUrl = `${window.location.origin}/profile/${seedIds.fullCard}?s=nfc`;

async function openShare() {
  await loginAs(accounts.owner.email, accounts.owner.password);
  const utils = renderRoute('/dashboard/my-profiles');
  const card = within(await screen.findByRole('article', { name: `Card ${seedIds.fullCard}` }));
  await utils.user.click(card.getByRole('button', { name: 'Share' }));
  const dialog = within(
    await screen.findByRole('dialog', { name: `Share card ${seedIds.fullCard}` }),
  );
  return { ...utils, dialog };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(window, 'NDEFReader');
});

describe('share a card', () => {
  test('shows the QR code with the card number and the card URL', async () => {
    const { dialog } = await openShare();
    expect(dialog.getByTitle(`QR code for card ${seedIds.fullCard}`)).toBeInTheDocument();
    expect(dialog.getByText(seedIds.fullCard)).toBeInTheDocument();
    expect(dialog.getByLabelText('Card URL')).toHaveValue(cardUrl);
  });

  test('Copy URL copies the card URL and says so', async () => {
    const { dialog, user } = await openShare();
    await user.click(dialog.getByRole('button', { name: 'Copy URL' }));
    expect(await screen.findByText('Copied to Clipboard !')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(cardUrl);
  });

  test('a refused clipboard shows the error toast', async () => {
    const { dialog, user } = await openShare();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(dialog.getByRole('button', { name: 'Copy URL' }));
    expect(await screen.findByText('Cannot Copy to Clipboard !')).toBeInTheDocument();
  });

  test('hides Web Share and NFC where the browser lacks them', async () => {
    const { dialog } = await openShare();
    expect(dialog.queryByRole('button', { name: 'Share via…' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Write to NFC tag' })).not.toBeInTheDocument();
  });

  test('uses the Web Share API when the browser has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { dialog, user } = await openShare();
    await user.click(dialog.getByRole('button', { name: 'Share via…' }));
    expect(share).toHaveBeenCalledWith({ title: 'Owen Owner', url: cardUrl });
  });

  test('writes the card URL to an NFC tag as one NDEF URL record', async () => {
    const write = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(window, 'NDEFReader', {
      value: class {
        write = write;
      },
      configurable: true,
    });
    const { dialog, user } = await openShare();
    await user.click(dialog.getByRole('button', { name: 'Write to NFC tag' }));
    expect(write).toHaveBeenCalledWith({ records: [{ recordType: 'url', data: nfcUrl }] });
    expect(await screen.findByText('Card URL written to the NFC tag.')).toBeInTheDocument();
  });

  test('a failed NFC write shows why', async () => {
    Object.defineProperty(window, 'NDEFReader', {
      value: class {
        write = () => Promise.reject(new DOMException('NFC permission denied.', 'NotAllowedError'));
      },
      configurable: true,
    });
    const { dialog, user } = await openShare();
    await user.click(dialog.getByRole('button', { name: 'Write to NFC tag' }));
    expect(await screen.findByText('NFC permission denied.')).toBeInTheDocument();
  });

  test('downloads the QR code as an SVG with the card number under it', async () => {
    const blobs: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      value: (b: Blob) => (blobs.push(b), 'blob:qr'),
      configurable: true,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { dialog, user } = await openShare();
    await user.click(dialog.getByRole('button', { name: 'Download QR (SVG)' }));
    expect(click).toHaveBeenCalledTimes(1);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe(`card-${seedIds.fullCard}.svg`);
    const svg = await blobs[0]!.text();
    expect(blobs[0]!.type).toBe('image/svg+xml');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(`>${seedIds.fullCard}</text>`);
  });

  test('the share kit loads the card when a kit tab opens', async () => {
    const { dialog, user } = await openShare();
    await user.click(dialog.getByRole('tab', { name: 'E-mail signature' }));
    expect(await dialog.findByRole('button', { name: 'Copy signature' })).toBeInTheDocument();
    expect(dialog.getByTitle('E-mail signature preview')).toHaveAttribute('sandbox', '');
  });

  test("a card that cannot be loaded fails only the kit's tab, not the dialog", async () => {
    server.use(
      http.get('/api/profile/{profileId}/edit', ({ response }) =>
        response(500).json({ success: false, message: 'Something went wrong' }),
      ),
    );
    const { dialog, user } = await openShare();
    await user.click(dialog.getByRole('tab', { name: 'Offline QR' }));
    expect(await dialog.findByText('Could not load the card')).toBeInTheDocument();
    await user.click(dialog.getByRole('tab', { name: 'Link and QR' }));
    expect(dialog.getByLabelText('Card URL')).toHaveValue(cardUrl);
  });
});
