import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProfileCard } from './profile-card';
import { everyField, hostile, onlyTab } from '@tests/profile-card/story-profiles';

/** The public card as the page and the editor's live preview show it (spec §2). */
const meta = {
  component: ProfileCard,
  title: 'Visitor card/Profile card',
  tags: ['autodocs'],
  args: { profile: everyField() },
  // The profile is data, not a control; the toolbar's Theme and Accent restyle it.
  argTypes: { profile: { control: false } },
  parameters: { route: '/profile/story', path: '/profile/:profileId', cardStyle: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Every field filled: all six tabs, the first active (spec §2); 'Save Contact' in the hero. */
export const EveryField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(6);
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const hero = within(canvas.getByRole('group', { name: 'Card actions' }));
    await expect(hero.getByRole('button', { name: 'Save Contact' })).toBeVisible();
  },
};

export const DescriptionTab: Story = { args: { profile: onlyTab('description') } };
export const ContactTab: Story = {
  args: { profile: onlyTab('contact') },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    await expect(panel.getByRole('button', { name: 'Save Contact' })).toBeVisible();
  },
};
export const SocialsTab: Story = { args: { profile: onlyTab('socials') } };
export const LocationTab: Story = { args: { profile: onlyTab('location') } };
export const DocumentsTab: Story = { args: { profile: onlyTab('documents') } };
export const OtherTab: Story = { args: { profile: onlyTab('other') } };

/** No data beyond the name: no tab (spec §2), and still 'Save Contact' in the hero (ADR 0005). */
export const NameOnly: Story = {
  args: {
    profile: {
      ...onlyTab('description'),
      general: { ...onlyTab('description').general, description: '' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('tab')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Save Contact' })).toBeVisible();
  },
};

/** The phone chooser: two phone numbers, so 'Phone' asks which one. */
export const PhoneChooser: Story = {
  args: { profile: onlyTab('contact') },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Phone/ }));
    const dialog = await body().findByRole('dialog', { name: 'Phone' });
    await expect(within(dialog).getAllByRole('link')).toHaveLength(2);
  },
};

export const AddressDialog: Story = {
  args: { profile: onlyTab('location') },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Location' }));
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Address/ }));
    await expect(await body().findByRole('dialog', { name: 'Address' })).toHaveTextContent(
      '12 MG Road',
    );
  },
};

export const UpiDialog: Story = {
  args: { profile: onlyTab('other') },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Other' }));
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'UPI' }));
    const dialog = await body().findByRole('dialog', { name: 'UPI' });
    await expect(
      await within(dialog).findByRole('img', { name: 'UPI payment QR code' }),
    ).toBeVisible();
  },
};

/** The editor's live preview: same card, no call, the brand is not a link. */
export const Preview: Story = {
  args: { preview: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Tapcard' })).toBeNull();
  },
};

/** Hostile data shows as text; unsafe URLs are dropped; long words wrap. */
export const HostileData: Story = {
  args: { profile: hostile() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      '<img src=x onerror=alert(1)>',
    );
    await expect(canvas.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Description',
      'Socials',
      'Documents',
    ]);
  },
};

/** The Share dialog (ADR 0005): QR code of the card's canonical URL, Copy link, Download QR. */
export const ShareDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'QR code' }));
    const dialog = await body().findByRole('dialog', { name: 'Share this card' });
    await expect(await within(dialog).findByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Download QR' })).toBeVisible();
  },
};

/** In Hindi (the toolbar's language, set for this story): tabs and buttons from the catalogue. */
export const Hindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'विवरण' })).toBeVisible();
    const hero = within(canvas.getByRole('group', { name: 'कार्ड के विकल्प' }));
    await expect(hero.getByRole('button', { name: 'संपर्क सेव करें' })).toBeVisible();
  },
};

/** In Urdu, right to left: the tab bar and its arrows mirrored. */
export const UrduRightToLeft: Story = {
  globals: { language: 'ur' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('tab', { name: 'تفصیل' })).toBeVisible();
  },
};
