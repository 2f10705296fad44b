import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import type { ResponseResolver } from 'openapi-msw';
import { expect, waitFor, within } from 'storybook/test';
import type { paths } from '@/api/generated/schema.gen';
import { http } from '@mocks/handlers/context';
import { AppRoutes, appTimeout } from '../../../.storybook/app-routes';
import { storyBackend } from '../../../.storybook/mock-backend';
import { withSession } from '../../../.storybook/with-session';

const owner = withSession('owner');
const failList = (resolver: ResponseResolver<paths, '/api/profile', 'get'>) => ({
  msw: [http.get('/api/profile', resolver), ...storyBackend.handlers],
});

/** Loading and failing states of Dashboard / Card list (the filled and empty ones are there). */
const meta = {
  component: AppRoutes,
  title: 'Dashboard/Card list states',
  ...owner,
  args: { route: '/dashboard/my-profiles' },
  parameters: { ...owner.parameters, appRoutes: true },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server has not answered yet. */
export const Loading: Story = {
  parameters: failList(() => delay('infinite')),
  play: async ({ canvasElement }) => {
    // The page fades in after the route's data (the app layout's page transition).
    const shown = await within(canvasElement).findByRole('status', { name: 'Loading' }, appTimeout);
    await waitFor(() => expect(shown).toBeVisible(), appTimeout);
  },
};

/** The server fails with a message: the error page shows it. */
export const LoadError: Story = {
  parameters: failList(({ response }) =>
    response(500).json({ success: false, message: 'The database is down for maintenance.' }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page fades in after the route's data (the app layout's page transition).
    const shown = await canvas.findByRole(
      'heading',
      { name: 'Something went wrong !' },
      appTimeout,
    );
    await waitFor(() => expect(shown).toBeVisible(), appTimeout);
    await expect(canvas.getByText('Error : The database is down for maintenance.')).toBeVisible();
  },
};

/** No answer at all (network down): the spec §8 fallback. */
export const NetworkError: Story = {
  parameters: failList(({ response }) => response.untyped(HttpResponse.error())),
  play: async ({ canvasElement }) => {
    // The page fades in after the route's data (the app layout's page transition).
    const shown = await within(canvasElement).findByText(
      'Error : Failed to load profile',
      {},
      appTimeout,
    );
    await waitFor(() => expect(shown).toBeVisible(), appTimeout);
  },
};

/** The server refuses the list (a 403): its message on the error page. */
export const Forbidden: Story = {
  parameters: failList(({ response }) =>
    response(403).json({ success: false, message: 'You are not allowed to do this.' }),
  ),
  play: async ({ canvasElement }) => {
    const shown = await within(canvasElement).findByText(
      'Error : You are not allowed to do this.',
      {},
      appTimeout,
    );
    await waitFor(() => expect(shown).toBeVisible(), appTimeout);
  },
};
