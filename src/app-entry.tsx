import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { sessionQuery } from '@/lib/auth/session';
import { createQueryClient } from '@/lib/query-client';

/**
 * Mounts the full app (router, data, Mantine) in `container`, once the session check (started
 * by the dispatcher, src/main.tsx) has answered: the guards then render the page at once instead
 * of a spinner first (issue #20). The first render is a transition, so React renders it in
 * slices that yield to the browser instead of one long task (total blocking time on a phone);
 * the HTML's spinner stays until it commits. Resolves when the render has been scheduled.
 */
export async function mountApp(container: HTMLElement) {
  const queryClient = createQueryClient();
  await queryClient.prefetchQuery(sessionQuery);
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}
