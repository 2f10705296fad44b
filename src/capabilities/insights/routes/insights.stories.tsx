import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { http } from '@mocks/handlers/context';
import { seedIds } from '@mocks/store';
import { storyBackend } from '../../../../.storybook/mock-backend';
import { withSession } from '../../../../.storybook/with-session';
import '../insights-styles';
import { AdminInsightsPage, OwnerInsightsPage } from './insights';

const owner = withSession('owner');
const route = (id: string, days = '30') => ({
  ...owner.parameters,
  capabilities: ['insights'],
  route: `/dashboard/my-profiles/${id}/insights?days=${days}`,
  path: '/dashboard/my-profiles/:profileId/insights',
});

/** A card's Insights (capability `insights`) against the story mock backend. */
const meta = {
  component: OwnerInsightsPage,
  title: 'Dashboard/Insights',
  ...owner,
  parameters: route(seedIds.fullCard),
} satisfies Meta<typeof OwnerInsightsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 90 days, with the chart's table alternative open. */
export const NinetyDaysAsTable: Story = {
  parameters: route(seedIds.fullCard, '90'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Show as a table' }, { timeout: 20_000 }),
    );
    const table = canvas.getByRole('table', { name: 'Views and saves by day' });
    // A header row and one row per day.
    await expect(within(table).getAllByRole('row')).toHaveLength(91);
  },
};

/** A card nobody has opened yet: zeros and a sentence that says why. */
export const Empty: Story = {
  parameters: route(seedIds.minimalCard, '7'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No visits in the last 7 days'),
    ).toBeVisible();
  },
};

/** The server has not answered yet. */
export const Loading: Story = {
  parameters: {
    ...route(seedIds.fullCard),
    msw: [
      http.get('/api/profile/{profileId}/insights', () => delay('infinite')),
      ...storyBackend.handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading insights' }),
    ).toBeVisible();
  },
};

/** The seeded full card over 30 days: totals with their change, chart, sources and actions. */
export const ThirtyDays: Story = {
  parameters: route(seedIds.fullCard, '30'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Text queries: role queries over the chart's many SVG nodes are slow.
    await expect(await canvas.findByText('NFC tap', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Unique visitors')).toBeVisible();
    await expect(canvas.getByText(/visits by bots were left out/)).toBeVisible();
    await expect(canvas.getByText('Different browsers that opened it.')).toBeVisible();
    // The card is named, not only numbered.
    await expect(canvas.getByText('Owen Owner ·')).toBeVisible();
  },
};

/** Another period asked for: the last figures stay, with a spinner, until the new ones come. */
export const ChangingPeriod: Story = {
  parameters: {
    ...route(seedIds.fullCard, '30'),
    msw: [
      // The 7-day answer never comes; the 30-day one falls through to the story backend.
      http.get('/api/profile/{profileId}/insights', ({ request }) =>
        new URL(request.url).searchParams.get('days') === '7' ? delay('infinite') : undefined,
      ),
      ...storyBackend.handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('NFC tap', {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByText('7 days'));
    await expect(await canvas.findByRole('status', { name: 'Loading insights' })).toBeVisible();
    // Still the 30 days' figures, not a blank page.
    await expect(canvas.getByText('NFC tap')).toBeVisible();
    await expect(canvas.getAllByText(/vs previous 30 days/)).not.toHaveLength(0);
  },
};

const admin = withSession('admin');

/** An admin's view of a card's Insights, from All Profiles. */
export const AdminView: Story = {
  ...admin,
  parameters: {
    ...admin.parameters,
    capabilities: ['insights'],
    route: `/dashboard/all-profiles/${seedIds.fullCard}/insights?days=7`,
    path: '/dashboard/all-profiles/:profileId/insights',
  },
  render: () => <AdminInsightsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('NFC tap', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All Profiles' })).toBeVisible();
    await expect(canvas.getByText(`Card ${seedIds.fullCard}`, { exact: false })).toBeVisible();
  },
};
