import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import '../src/app/mantine-full-styles';
import { Providers } from '../src/app/providers';
import { createQueryClient } from '../src/lib/query-client';
import { storyBackend } from './mock-backend';

/**
 * Every story: the app's theme and providers, a fresh QueryClient (never shared between
 * stories), a memory router at `parameters.route` (default '/'), and the one mock backend.
 * `parameters.user` sets the logged-in user without a session check (null = logged out).
 */
const withApp: Decorator = (Story, context) => {
  storyBackend.store.reset();
  const {
    route = '/',
    path = '*',
    user,
  } = context.parameters as { route?: string; path?: string; user?: unknown };
  const router = createMemoryRouter([{ path, element: <Story /> }], { initialEntries: [route] });
  return (
    <Providers queryClient={createQueryClient()} initialUser={user as never}>
      <RouterProvider router={router} />
    </Providers>
  );
};

const preview: Preview = {
  decorators: [withApp],
  loaders: [mswLoader()],
  parameters: {
    msw: storyBackend.handlers,
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
};
export default preview;
