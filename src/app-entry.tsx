import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';

/**
 * Mounts the full app (router, data, Mantine) in `container`. The first render is a transition,
 * so React renders it in slices that yield to the browser instead of one long task (issue #20:
 * total blocking time on a phone); the HTML's spinner stays until it commits.
 */
export function mountApp(container: HTMLElement) {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
