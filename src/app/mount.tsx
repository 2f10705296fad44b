import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { keepCardLanguage } from '@/components/owner-language';
import { createQueryClient } from '@/lib/query-client';
import { App } from './app';
import { createAppRouter } from './router';

/**
 * Mounts the app in `container`: the index document's entry (src/main.tsx) at the address's
 * page, and the card (src/card/) when it hands over, first moving to `open.path` with
 * `open.state` as the router's location state (history replaced, React Router's `navigate`).
 * The first page renders in the person's language, the card's after a handover: its route's
 * loaders load it first (src/app/routes.tsx), under the route tree's full-page spinner
 * (`hydrateFallbackElement`).
 */
export async function mountApp(container: HTMLElement, open?: { path: string; state?: unknown }) {
  if (open) keepCardLanguage();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  if (open) await router.navigate(open.path, { replace: true, state: open.state });
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}
