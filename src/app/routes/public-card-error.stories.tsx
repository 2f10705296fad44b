import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { seedIds } from '@mocks/store';
import { CardPageStory } from '@tests/profile-card/card-page-story';
import { ErrorPage } from './status-pages';

/** The lean card page visitors get, handing over to the real /error page (spec §2). */
function PublicCardWithErrorRoute() {
  return <CardPageStory app={<ErrorPage />} />;
}

const card = (id: string) => ({ route: `/profile/${id}`, path: '*' });

/** What a visitor sees when a tapped card cannot be shown. */
const meta = {
  component: PublicCardWithErrorRoute,
  title: 'Visitor card/Error page',
  parameters: card(seedIds.inactiveCard),
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof PublicCardWithErrorRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card was switched off by an admin. */
export const InactiveCard: Story = {
  parameters: card(seedIds.inactiveCard),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText('Error : This profile is inactive.')).toBeVisible(),
    );
    await expect(canvas.getByRole('heading', { name: 'Something went wrong !' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go back' })).toBeVisible();
  },
};

/** A card number that does not exist (a mistyped QR link). */
export const UnknownCard: Story = {
  parameters: card('000000000000000000000000'),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByText('Error : Profile not found.')).toBeVisible(),
    );
  },
};
