import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProfileCard } from './profile-card';
import { everyField } from './story-profiles';

/** Each theme with each accent of the contract (Theme, Accent), on the Contact tab's buttons. */
const meta = {
  component: ProfileCard,
  title: 'Components/Profile card/Themes',
  args: { profile: everyField() },
  parameters: { route: '/profile/story', path: '/profile/:profileId' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Contact' }));
    await expect(canvas.getByRole('button', { name: 'Save Contact' })).toBeVisible();
  },
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

export const DarkBlue: Story = { args: { profile: everyField({ theme: 'dark', accent: 'blue' }) } };
export const DarkDarkGreen: Story = {
  args: { profile: everyField({ theme: 'dark', accent: 'dark-green' }) },
};
export const DarkRed: Story = { args: { profile: everyField({ theme: 'dark', accent: 'red' }) } };
export const DarkOrange: Story = {
  args: { profile: everyField({ theme: 'dark', accent: 'orange' }) },
};
export const DarkDarkPurple: Story = {
  args: { profile: everyField({ theme: 'dark', accent: 'dark-purple' }) },
};
export const DarkPink: Story = { args: { profile: everyField({ theme: 'dark', accent: 'pink' }) } };
export const LightBlue: Story = {
  args: { profile: everyField({ theme: 'light', accent: 'blue' }) },
};
export const LightDarkGreen: Story = {
  args: { profile: everyField({ theme: 'light', accent: 'dark-green' }) },
};
export const LightRed: Story = { args: { profile: everyField({ theme: 'light', accent: 'red' }) } };
export const LightOrange: Story = {
  args: { profile: everyField({ theme: 'light', accent: 'orange' }) },
};
export const LightDarkPurple: Story = {
  args: { profile: everyField({ theme: 'light', accent: 'dark-purple' }) },
};
export const LightPink: Story = {
  args: { profile: everyField({ theme: 'light', accent: 'pink' }) },
};
