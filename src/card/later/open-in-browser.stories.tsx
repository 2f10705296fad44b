import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { seedIds } from '@mocks/store';
import { CardPageStory } from '@tests/profile-card/card-page-story';
import { storyBackend } from '../../../.storybook/mock-backend';

/**
 * Save Contact inside an app's own browser (Instagram, Facebook, LinkedIn …), where downloads
 * fail: the "Open in your browser" dialog with the app's steps, Copy link, "E-mail me this
 * contact" (capability `contactExchange`) and the download anyway. The public card page against
 * the story mock backend, each story under its app's user agent.
 */
const meta = {
  component: CardPageStory,
  title: 'Visitor card/Open in browser',
  parameters: { route: `/profile/${seedIds.fullCard}?count=false`, path: '*', cardStyle: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof CardPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** User agents of the apps' in-app browsers (as the apps sent them, 2025–2026). */
const agents = {
  instagramIPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0.3.23.54 (iPhone14,5; iOS 17_5; en_US; en; scale=3.00; 1170x2532; 614866487)',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/462.0.0.43.112;]',
  linkedInAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/127.0.6533.103 Mobile Safari/537.36 [LinkedInApp]/4.1.974',
  redditIPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Reddit/Version 2024.20.0/Build 1529424/iOS Version 17.5 (Build 21F79)',
  unknownAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/127.0.6533.103 Mobile Safari/537.36',
};

/**
 * A story's `beforeEach`: the page runs under `ua` (an own property shadowing Navigator's
 * getter), removed again when the story ends, so no other story sees it.
 */
const userAgent = (ua: string) => () => {
  Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'userAgent');
  };
};

/** Taps the hero's Save Contact once the card is there; returns queries inside the guidance. */
async function tapSaveContact(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const hero = within(await canvas.findByRole('group', { name: 'Card actions' }));
  await userEvent.click(hero.getByRole('button', { name: 'Save Contact' }));
  const dialog = within(
    await within(document.body).findByRole('dialog', { name: 'Open in your browser' }),
  );
  // The guidance loads with the tap.
  await dialog.findByRole('list');
  return dialog;
}

const steps = (dialog: ReturnType<typeof within>) =>
  dialog.getAllByRole('listitem').map((item: HTMLElement) => item.textContent);

/** Instagram on an iPhone: its ⋯ menu, "Open in external browser", and all three actions. */
export const InstagramIPhone: Story = {
  name: 'Instagram (iPhone)',
  beforeEach: userAgent(agents.instagramIPhone),
  play: async ({ canvasElement }) => {
    const dialog = await tapSaveContact(canvasElement);
    await expect(
      dialog.getByText(/^Instagram opens links in its own browser, which may not save the contact/),
    ).toBeVisible();
    await expect(steps(dialog)).toEqual([
      'Tap ⋯ at the top right.',
      'Choose “Open in external browser”.',
      'Then tap Save Contact again.',
    ]);
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'E-mail me this contact' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Try the download here' })).toBeVisible();
  },
};

/**
 * Facebook's browser on Android. `inapp-spy` names it "Facebook Messenger" (its Messenger rule
 * matches `FB_IAB` first); both apps have the same way out.
 */
export const FacebookAndroid: Story = {
  name: 'Facebook (Android)',
  beforeEach: userAgent(agents.facebookAndroid),
  play: async ({ canvasElement }) => {
    const dialog = await tapSaveContact(canvasElement);
    await expect(
      dialog.getByText(/^Facebook Messenger opens links in its own browser/),
    ).toBeVisible();
    await expect(steps(dialog)).toEqual([
      'Tap ⋯ at the top right.',
      'Choose “Open in external browser”.',
      'Then tap Save Contact again.',
    ]);
  },
};

/** LinkedIn on Android: its menu item is "Open in browser". */
export const LinkedInAndroid: Story = {
  name: 'LinkedIn (Android)',
  beforeEach: userAgent(agents.linkedInAndroid),
  play: async ({ canvasElement }) => {
    const dialog = await tapSaveContact(canvasElement);
    await expect(dialog.getByText(/^LinkedIn opens links in its own browser/)).toBeVisible();
    await expect(steps(dialog)).toEqual([
      'Tap ⋯ at the top right.',
      'Choose “Open in browser”.',
      'Then tap Save Contact again.',
    ]);
  },
};

/** An app the detector knows but whose menu the card does not (Reddit): the generic steps. */
export const GenericSteps: Story = {
  beforeEach: userAgent(agents.redditIPhone),
  play: async ({ canvasElement }) => {
    const dialog = await tapSaveContact(canvasElement);
    await expect(dialog.getByText(/^Reddit opens links in its own browser/)).toBeVisible();
    await expect(steps(dialog)).toEqual([
      'Tap the app’s menu at the top right.',
      'Choose “Open in browser”.',
      'Then tap Save Contact again.',
    ]);
  },
};

/** A web view of no app the detector knows: "This app" and the generic steps. */
export const UnknownApp: Story = {
  beforeEach: userAgent(agents.unknownAndroid),
  play: async ({ canvasElement }) => {
    const dialog = await tapSaveContact(canvasElement);
    await expect(dialog.getByText(/^This app opens links in its own browser/)).toBeVisible();
    await expect(steps(dialog)).toEqual([
      'Tap the app’s menu at the top right.',
      'Choose “Open in browser”.',
      'Then tap Save Contact again.',
    ]);
  },
};

/** "E-mail me this contact" from the guidance: its dialog takes the guidance's place. */
export const MailFromGuidance: Story = {
  beforeEach: userAgent(agents.instagramIPhone),
  play: async ({ canvasElement }) => {
    const dialog = await tapSaveContact(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'E-mail me this contact' }));
    const body = within(document.body);
    const mail = within(await body.findByRole('dialog', { name: 'E-mail me this contact' }));
    await expect(await mail.findByRole('textbox', { name: 'Your email' })).toBeVisible();
    await expect(body.queryByRole('dialog', { name: 'Open in your browser' })).toBeNull();
  },
};

/** A server without contact exchange (`spec-only`): Copy link and the download, no e-mail. */
export const ServerWithoutCapability: Story = {
  beforeEach: () => {
    const restoreAgent = userAgent(agents.instagramIPhone)();
    storyBackend.configure({ capabilities: [] });
    return () => {
      storyBackend.resetControl();
      restoreAgent();
    };
  },
  play: async ({ canvasElement }) => {
    const dialog = await tapSaveContact(canvasElement);
    await expect(dialog.getByText(/^Instagram opens links in its own browser/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Try the download here' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'E-mail me this contact' })).toBeNull();
  },
};
