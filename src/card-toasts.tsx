import '@/app/mantine-styles';
import { MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { cssVariablesResolver, theme } from '@/app/theme';
import { ToastHost } from '@/lib/toast';

/**
 * Mounts the app's toast host (spec §1) in its own root on the lean card page: Mantine and its
 * notifications load with the first toast (a copy, a failed download), never before a visitor
 * acts (issue #10). Toasts shown before it mounts wait in Mantine's store.
 */
export function mountCardToasts() {
  const host = document.createElement('div');
  host.id = 'card-toasts';
  document.body.append(host);
  createRoot(host).render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <ToastHost />
    </MantineProvider>,
  );
}
