import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { theme } from '@/config/theme';
import { MockApiPanel } from '@mocks/panel/mock-api-panel';
import { startBrowserMock } from '@mocks/browser';

let backend: Awaited<ReturnType<typeof startBrowserMock>> | undefined;

/** Mock mode only (never in a production build): starts the service worker backend. */
export async function startMockBackend() {
  backend = await startBrowserMock();
}

/**
 * Mounts the "Mock API" panel in its own root, in the page flow above the app, never over it (after the page rendered). It
 * brings all of Mantine's CSS (the card page has none): loaded after the page's own, so the
 * layered rules keep Mantine's order (a later UnstyledButton reset would undo Tabs' padding).
 */
export async function mountMockPanel() {
  if (!backend) return;
  await import('@mantine/core/styles.layer.css');
  const host = document.createElement('div');
  host.id = 'mock-api-panel';
  document.body.prepend(host);
  createRoot(host).render(
    <MantineProvider theme={theme}>
      <MockApiPanel backend={backend} />
    </MantineProvider>,
  );
}
