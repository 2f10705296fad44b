import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@/lib/query-client';
import { activateOwnerLanguage, ownerPageLanguage } from '@/components/owner-language';
import { App } from './app';
import { createAppRouter } from './router';

/**
 * Mounts the app in `container`: the index document's entry (src/main.tsx) at the address's
 * page, and the card (src/card/) when it hands over, first moving to `open.path` with
 * `open.state` as the router's location state (history replaced, React Router's `navigate`).
 * The first render is a transition-free commit over the document's spinner, in the person's
 * language (`ownerPageLanguage`: its catalogues load first).
 */
export async function mountApp(container: HTMLElement, open?: { path: string; state?: unknown }) {
  await activateOwnerLanguage(ownerPageLanguage());
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  if (open) await router.navigate(open.path, { replace: true, state: open.state });
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}
