import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schemas } from '@/api/client';
import { buildFullProfile, buildProfile, toPublicProfile } from '@mocks/factories';
import { KitTool } from './share-kit';

type Card = Schemas['PublicProfile'];

/** A 48×48 PNG logo as the mock backend stores uploads (a data: URL). */
const dataLogo = {
  name: 'profile/logos/story',
  content:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAYAAABXAvmHAAAAt0lEQVR42u2aOw6AMAxDu3P/lVsyw8iEVBqnSRxbYuY9GJpPx1DeXOdxzzwlodPJWMHDRNDg20S8wV1FdsNDJaLgIRLR8CaJLPBLEtngf0uUFsgKPy2BeMlX3AU8oD1k4AKrgQrshodLRMBbJMwC6JgEIr8+5C+0E/CKBCQgAQnoHIgrJ0qXEi2LuXTldPmGhqKlLN/UU4xVNJnTfJRwQt13wUGxYqJY8lGsWWkW3TRXDWgue0TnAYJMDB6g/R0/AAAAAElFTkSuQmCC',
};

const cards = {
  full: (): Card =>
    toPublicProfile(buildFullProfile({ _id: 'story-kit-full', general: { logo: dataLogo } })),
  noPhone: (): Card =>
    toPublicProfile(
      buildProfile({
        _id: 'story-kit-no-phone',
        general: { name: 'Nora Nophone', tagLine: 'E-mail only' },
        contact: { email: [{ name: 'Work', content: 'nora@example.com' }] },
      }),
    ),
  longName: (): Card =>
    toPublicProfile(
      buildFullProfile({
        _id: 'story-kit-long-name',
        general: {
          name: `Maharajadhiraja ${'Wolfeschlegelsteinhausenbergerdorff '.repeat(5)}`.slice(0, 200),
        },
      }),
    ),
  light: (): Card =>
    toPublicProfile(
      buildFullProfile({
        _id: 'story-kit-light',
        general: { name: 'Owen Light', tagLine: 'Light theme, green accent' },
        style: { theme: 'light', accent: 'dark-green' },
      }),
    ),
};

const meta = {
  component: KitTool,
  title: 'Dashboard/Share kit',
  tags: ['autodocs'],
  args: { tool: 'signature', card: cards.full() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof KitTool>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The signature preview's HTML (the frame's srcdoc: the very HTML that is copied). */
async function signatureHtml(canvasElement: HTMLElement, title = 'E-mail signature preview') {
  const frame = await within(canvasElement).findByTitle(title);
  return frame.getAttribute('srcdoc') ?? '';
}

/** Waits for a download button to be ready (the logo and QR code are drawn). */
async function ready(canvasElement: HTMLElement, name: string) {
  const button = within(canvasElement).getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

/** The colour of one pixel of a preview canvas, as `r,g,b`. */
function pixel(canvas: HTMLCanvasElement, x: number, y: number) {
  const [r, g, b] = canvas.getContext('2d')?.getImageData(x, y, 1, 1).data ?? [];
  return [r, g, b].join(',');
}

/** The full card: phone, e-mail, website and the card link, in the card's accent. */
export const SignatureFullCard: Story = {
  play: async ({ canvasElement }) => {
    const html = await signatureHtml(canvasElement);
    await expect(html).toContain('href="tel:+919876543210"');
    await expect(html).toContain('href="mailto:owen@example.com"');
    await expect(html).toContain('Save my contact');
    // The data: logo does not survive e-mail clients: left out.
    await expect(html).not.toContain('<img');
  },
};

/**
 * The owner's pages in Hindi: the dialog speaks Hindi, the signature stays English (it is for the
 * owner's contacts, whose language the owner's interface does not tell: docs/share-kit.md).
 */
export const SignatureInHindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const html = await signatureHtml(canvasElement, 'ईमेल सिग्नेचर का प्रीव्यू');
    await expect(html).toContain('>Save my contact</a>');
    await expect(html).toContain('Phone: <a href="tel:+919876543210"');
  },
};

/** No phone: no Phone line, the rest stays. */
export const SignatureNoPhone: Story = {
  args: { card: cards.noPhone() },
  play: async ({ canvasElement }) => {
    const html = await signatureHtml(canvasElement);
    await expect(html).not.toContain('tel:');
    await expect(html).toContain('href="mailto:nora@example.com"');
  },
};

/** A 200-character name is cut to the contract's 100 with an ellipsis. */
export const SignatureLongName: Story = {
  args: { card: cards.longName() },
  play: async ({ canvasElement }) => {
    const html = await signatureHtml(canvasElement);
    await expect(html).toContain('Maharajadhiraja Wolfeschlegel');
    await expect(html).toContain('…');
    await expect(html).not.toContain(cards.longName().general.name.trim());
  },
};

/** A light card: the signature is the same on a white e-mail, in the green accent. */
export const SignatureLightTheme: Story = {
  args: { card: cards.light() },
  play: async ({ canvasElement }) => {
    await expect(await signatureHtml(canvasElement)).toContain('#166534');
  },
};

/** The browser refuses the clipboard: the HTML is shown selected for Ctrl+C. */
export const SignatureClipboardRefused: Story = {
  beforeEach: () => {
    const write = navigator.clipboard.write;
    navigator.clipboard.write = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    return () => {
      navigator.clipboard.write = write;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy signature' }));
    const source = await canvas.findByLabelText('Signature HTML');
    await waitFor(() => expect(source).toHaveFocus());
    const area = source as HTMLTextAreaElement;
    await expect(area.selectionEnd - area.selectionStart).toBe(area.value.length);
    await expect(area.value).toContain('href="tel:+919876543210"');
  },
};

/** The virtual background keeps the QR tile with the card link: its white quiet zone, top right. */
async function expectQrTile(canvasElement: HTMLElement) {
  await ready(canvasElement, 'Download virtual background');
  const preview = within(canvasElement).getByRole('img', { name: 'Virtual background preview' });
  // The preview is at a quarter of 1920×1080.
  await expect(pixel(preview as HTMLCanvasElement, 480 - 24 - 8, 24 + 8)).toBe('255,255,255');
}

/** The full card's background and wallpaper, with its logo. */
export const BackgroundsFullCard: Story = {
  args: { tool: 'backgrounds' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'Download virtual background');
    await ready(canvasElement, 'Download phone wallpaper');
    const preview = within(canvasElement).getByRole('img', { name: 'Virtual background preview' });
    // Dark theme: the near-black navy of the Theme schema.
    await expect(pixel(preview as HTMLCanvasElement, 240, 200)).toBe('11,17,32');
  },
};

/** No phone changes nothing in the images: they carry the card link. */
export const BackgroundsNoPhone: Story = {
  args: { tool: 'backgrounds', card: cards.noPhone() },
  play: async ({ canvasElement }) => {
    await expectQrTile(canvasElement);
  },
};

/** A 200-character name wraps and shrinks; the QR code's place is never taken. */
export const BackgroundsLongName: Story = {
  args: { tool: 'backgrounds', card: cards.longName() },
  play: async ({ canvasElement }) => {
    await expectQrTile(canvasElement);
  },
};

/** A light card: white background, black text, green accent. */
export const BackgroundsLightTheme: Story = {
  args: { tool: 'backgrounds', card: cards.light() },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'Download phone wallpaper');
    const preview = within(canvasElement).getByRole('img', { name: 'Virtual background preview' });
    await expect(pixel(preview as HTMLCanvasElement, 240, 100)).toBe('255,255,255');
    await expect(pixel(preview as HTMLCanvasElement, 2, 100)).toBe('22,101,52');
  },
};

/** The text the canvases draw (`fillText`), recorded while a story renders. */
const drawnText: string[] = [];

/** The owner's pages in Hindi: the buttons speak Hindi, the images' caption stays English. */
export const BackgroundsInHindi: Story = {
  args: { tool: 'backgrounds' },
  globals: { language: 'hi' },
  beforeEach: () => {
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    drawnText.length = 0;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      drawnText.push(text);
      fillText.call(this, text, ...rest);
    };
    return () => {
      CanvasRenderingContext2D.prototype.fillText = fillText;
    };
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'फ़ोन वॉलपेपर डाउनलोड करें');
    await ready(canvasElement, 'वर्चुअल बैकग्राउंड डाउनलोड करें');
    // On both images, whole.
    await waitFor(() =>
      expect(
        drawnText.filter((text) => text === 'Scan to save my contact').length,
      ).toBeGreaterThanOrEqual(2),
    );
  },
};

/** The full card does not fit readably: its social links are left out, and it says so. */
export const OfflineQrFullCard: Story = {
  args: { tool: 'offline' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTitle('Offline contact QR code for Owen Owner')).toBeVisible();
    await expect(canvas.getByText(/^Left out to fit: social links/)).toBeVisible();
  },
};

/** A small card fits whole: nothing is left out. */
export const OfflineQrNoPhone: Story = {
  args: { tool: 'offline', card: cards.noPhone() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTitle('Offline contact QR code for Nora Nophone')).toBeVisible();
    await expect(canvas.queryByText(/Left out to fit/)).toBeNull();
  },
};

/** A 200-character name still gives a code and both downloads. */
export const OfflineQrLongName: Story = {
  args: { tool: 'offline', card: cards.longName() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Download offline QR (PNG)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download offline QR (SVG)' })).toBeVisible();
  },
};

/** A light card: the code stays black on white. */
export const OfflineQrLightTheme: Story = {
  args: { tool: 'offline', card: cards.light() },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByTitle('Offline contact QR code for Owen Light');
    const paths = code.closest('svg')?.querySelectorAll('path') ?? [];
    // The background, then the modules: white and black whatever the card's theme.
    await expect(Array.from(paths, (path) => path.getAttribute('fill'))).toEqual([
      '#FFFFFF',
      '#000000',
    ]);
  },
};
