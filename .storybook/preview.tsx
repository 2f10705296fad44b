import { notifications } from '@mantine/notifications';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
// All of Mantine's CSS: stories render components of every page (the app loads each page's).
import '@mantine/core/styles.layer.css';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { cardStyleGlobalTypes, withCardStyle } from './card-style';
import { languageGlobalTypes, languageLoader } from './language';
import { storyBackend } from './mock-backend';

/**
 * Every story: the app's theme and providers, a fresh QueryClient (never shared between
 * stories), a memory router at `parameters.route` (default '/'), and the one mock backend.
 * `parameters.user` sets the logged-in user without a session check (null = logged out);
 * `parameters.capabilities` the optional capabilities announced with it (default: those the
 * story backend offers). A story of the whole app (`parameters.appRoutes`, `AppRoutes`) brings
 * its own router.
 */
const withApp: Decorator = (Story, context) => {
  storyBackend.store.reset();
  const {
    route = '/',
    path = '*',
    user,
    capabilities,
    appRoutes = false,
  } = context.parameters as {
    route?: string;
    path?: string;
    user?: unknown;
    capabilities?: string[];
    appRoutes?: boolean;
  };
  // A page reads what its route's loader fetched; rendered alone, it fetches it itself.
  const story = (
    <Suspense>
      <Story />
    </Suspense>
  );
  return (
    <Providers
      queryClient={createQueryClient()}
      initialUser={user as never}
      capabilities={capabilities ?? [...storyBackend.control.capabilities]}
    >
      {appRoutes ? (
        story
      ) : (
        <RouterProvider
          router={createMemoryRouter([{ path, element: story }], { initialEntries: [route] })}
        />
      )}
    </Providers>
  );
};

/** Viewports for the toolbar; visitor stories open at `phone` (the size an NFC tap opens). */
const viewports = {
  phone: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768×1024', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: {
    name: 'Desktop 1280×800',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
} as const;

const preview: Preview = {
  // The first decorator is the innermost: the card style applies after withApp's store reset.
  decorators: [withCardStyle, withApp],
  loaders: [mswLoader(), languageLoader],
  // Toasts live in a module-level store: stories of one file share a page, and one story's toast
  // must not answer the next one's query (as the unit setup cleans them after each test).
  beforeEach: () => {
    notifications.clean();
  },
  globalTypes: { ...cardStyleGlobalTypes, ...languageGlobalTypes },
  initialGlobals: { cardTheme: '', cardAccent: '', language: 'en', direction: '' },
  parameters: {
    msw: storyBackend.handlers,
    a11y: { test: 'error' },
    layout: 'fullscreen',
    viewport: { options: viewports },
    options: {
      // By product area, in the order a card's life goes.
      storySort: {
        order: [
          'Introduction',
          'Visitor card',
          ['Public page', 'Profile card', 'Theme matrix', 'Error page'],
          'Accounts',
          ['Log in', 'Register', 'Verify e-mail', 'Forgot password', 'Reset password'],
          'Dashboard',
          ['Card list', 'Card list states', 'Share button'],
          'Editor',
          ['Editor page', 'Editor page states', 'Sections'],
          'Admin',
          'Shell',
        ],
      },
    },
  },
};
export default preview;
