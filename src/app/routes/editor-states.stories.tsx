import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import type { ResponseResolver } from 'openapi-msw';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import type { paths } from '@/api/generated/schema.gen';
import { OwnerEditorPage } from '@/features/editor/routes/editor';
import { http } from '@mocks/handlers/context';
import { seedIds } from '@mocks/store';
import { storyBackend } from '../../../.storybook/mock-backend';
import { withSession } from '../../../.storybook/with-session';
import { ErrorPage } from './status-pages';

/** The owner's editor with the real /error page it goes to when loading fails (spec §2, §8). */
function EditorWithErrorRoute() {
  return (
    <Routes>
      <Route path="/dashboard/my-profiles/:profileId" element={<OwnerEditorPage />} />
      <Route path="/error" element={<ErrorPage />} />
    </Routes>
  );
}

const owner = withSession('owner');
const editing = (id: string) => ({ route: `/dashboard/my-profiles/${id}`, path: '*' });
const failEdit = (resolver: ResponseResolver<paths, '/api/profile/{profileId}/edit', 'get'>) => ({
  msw: [http.get('/api/profile/{profileId}/edit', resolver), ...storyBackend.handlers],
});

/** Loading and failing states of Editor / Editor page. */
const meta = {
  component: EditorWithErrorRoute,
  title: 'Editor/Editor page states',
  ...owner,
  parameters: { ...owner.parameters, ...editing(seedIds.fullCard), cardStyle: true },
} satisfies Meta<typeof EditorWithErrorRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card has not arrived yet. */
export const Loading: Story = {
  parameters: failEdit(() => delay('infinite')),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading profile' }),
    ).toBeVisible();
  },
};

/** No such card: the server's 404 message on the error page. */
export const NotFound: Story = {
  parameters: editing('000000000000000000000000'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error : Profile not found.'),
    ).toBeVisible();
  },
};

/** A failure without a message: the spec §8 fallback. */
export const LoadError: Story = {
  parameters: failEdit(({ response }) =>
    response.untyped(new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })),
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error : Failed to load profile'),
    ).toBeVisible();
  },
};

/** Someone else's card (here an unowned one): the server's 403 message. */
export const Forbidden: Story = {
  parameters: editing(seedIds.firstBlankCard),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error : You are not allowed to do this.'),
    ).toBeVisible();
  },
};
