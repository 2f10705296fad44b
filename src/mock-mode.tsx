// The panel shows on every page, also on the public card, which loads only part of Mantine's CSS.
import '@/app/mantine-full-styles';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { theme } from '@/app/theme';
import { MockApiPanel } from '@mocks/panel/mock-api-panel';
import { startBrowserMock } from '@mocks/browser';

let backend: Awaited<ReturnType<typeof startBrowserMock>> | undefined;

/** Mock mode only (never in a production build): starts the service worker backend. */
export async function startMockBackend() {
  backend = await startBrowserMock();
}

/** Mounts the "Mock API" panel in its own root, outside the app (after the page rendered). */
export function mountMockPanel() {
  if (!backend) return;
  const host = document.createElement('div');
  host.id = 'mock-api-panel';
  document.body.append(host);
  createRoot(host).render(
    <MantineProvider theme={theme}>
      <MockApiPanel backend={backend} />
    </MantineProvider>,
  );
}
