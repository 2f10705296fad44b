import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import type { ResponseResolver } from 'openapi-msw';
import { expect, waitFor, within } from 'storybook/test';
import type { paths } from '@/api/generated/schema.gen';
import { http } from '@mocks/handlers/context';
import { seedIds } from '@mocks/store';
import { AppRoutes, appTimeout } from '../../../.storybook/app-routes';
import { storyBackend } from '../../../.storybook/mock-backend';
import { withSession } from '../../../.storybook/with-session';

const owner = withSession('owner');
const editing = (id: string) => ({ route: `/dashboard/my-profiles/${id}` });
const failEdit = (resolver: ResponseResolver<paths, '/api/profile/{profileId}/edit', 'get'>) => ({
  msw: [http.get('/api/profile/{profileId}/edit', resolver), ...storyBackend.handlers],
});

/** Loading and failing states of Editor / Editor page. */
const meta = {
  component: AppRoutes,
  title: 'Editor/Editor page states',
  ...owner,
  args: editing(seedIds.fullCard),
  parameters: { ...owner.parameters, appRoutes: true, cardStyle: true },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card has not arrived yet. */
export const Loading: Story = {
  parameters: failEdit(() => delay('infinite')),
  play: async ({ canvasElement }) => {
    // The page fades in after the route's data (the app layout's page transition).
    const shown = await within(canvasElement).findByRole('status', { name: 'Loading' }, appTimeout);
    await waitFor(() => expect(shown).toBeVisible(), appTimeout);
  },
};

/** No such card: the server's 404 message on the error page. */
export const NotFound: Story = {
  args: editing('000000000000000000000000'),
  play: async ({ canvasElement }) => {
    // The page fades in after the route's data (the app layout's page transition).
    const shown = await within(canvasElement).findByText(
      'Error : Profile not found.',
      {},
      appTimeout,
    );
    await waitFor(() => expect(shown).toBeVisible(), appTimeout);
  },
};

/** A failure without a message: the spec §8 fallback. */
export const LoadError: Story = {
  parameters: failEdit(({ response }) =>
    response.untyped(new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })),
  ),
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

/** Someone else's card (here an unowned one): the server's 403 message. */
export const Forbidden: Story = {
  args: editing(seedIds.firstBlankCard),
  play: async ({ canvasElement }) => {
    const shown = await within(canvasElement).findByText(
      'Error : You are not allowed to do this.',
      {},
      appTimeout,
    );
    await waitFor(() => expect(shown).toBeVisible(), appTimeout);
  },
};
