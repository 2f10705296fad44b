import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import type { ResponseResolver } from 'openapi-msw';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import type { paths } from '@/api/generated/schema.gen';
import { AllProfilesPage, MyProfilesPage } from '@/features/profiles/routes/profile-list';
import { http } from '@mocks/handlers/context';
import { storyBackend } from '../../../.storybook/mock-backend';
import { withSession } from '../../../.storybook/with-session';
import { ErrorPage } from './status-pages';

/** The card lists with the real /error page they go to when loading fails (spec §2, §8). */
function CardListWithErrorRoute() {
  return (
    <Routes>
      <Route path="/dashboard/my-profiles" element={<MyProfilesPage />} />
      <Route path="/dashboard/all-profiles" element={<AllProfilesPage />} />
      <Route path="/error" element={<ErrorPage />} />
    </Routes>
  );
}

const owner = withSession('owner');
const failList = (resolver: ResponseResolver<paths, '/api/profile', 'get'>) => ({
  msw: [http.get('/api/profile', resolver), ...storyBackend.handlers],
});

/** Loading and failing states of Dashboard / Card list (the filled and empty ones are there). */
const meta = {
  component: CardListWithErrorRoute,
  title: 'Dashboard/Card list states',
  ...owner,
  parameters: { ...owner.parameters, route: '/dashboard/my-profiles', path: '*' },
} satisfies Meta<typeof CardListWithErrorRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server has not answered yet. */
export const Loading: Story = {
  parameters: failList(() => delay('infinite')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading profiles' }),
    ).toBeVisible();
  },
};

/** The server fails with a message: the error page shows it. */
export const LoadError: Story = {
  parameters: failList(({ response }) =>
    response(500).json({ success: false, message: 'The database is down for maintenance.' }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Something went wrong !' }),
    ).toBeVisible();
    await expect(canvas.getByText('Error : The database is down for maintenance.')).toBeVisible();
  },
};

/** No answer at all (network down): the spec §8 fallback. */
export const NetworkError: Story = {
  parameters: failList(({ response }) => response.untyped(HttpResponse.error())),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error : Failed to load profile'),
    ).toBeVisible();
  },
};

/** An owner asks for every card (admins only): the server's 403 message. */
export const Forbidden: Story = {
  parameters: { route: '/dashboard/all-profiles' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error : You are not allowed to do this.'),
    ).toBeVisible();
  },
};
