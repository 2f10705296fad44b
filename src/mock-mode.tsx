// The panel shows on every page, also on the public card, which loads only part of Mantine's CSS.
import '@/app/mantine-full-styles';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { theme } from '@/app/theme';
import { MockApiPanel } from '@mocks/panel/mock-api-panel';
import { startBrowserMock } from '@mocks/browser';

/**
 * Mock mode only (never in a production build): starts the service worker backend and
 * mounts the "Mock API" panel in its own root, in the page flow above the app (never over it).
 */
export async function startMockMode() {
  const backend = await startBrowserMock();
  const host = document.createElement('div');
  host.id = 'mock-api-panel';
  document.body.prepend(host);
  createRoot(host).render(
    <MantineProvider theme={theme}>
      <MockApiPanel backend={backend} />
    </MantineProvider>,
  );
}
