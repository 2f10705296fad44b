import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { cardRenderer } from '@/lib/card-renderer';

/**
 * Mounts the card page in `container`: hydrates the markup the card renderer wrote there
 * (issue #18; the root carries `data-edge-rendered`), else renders afresh over the skeleton.
 */
export function mountCardRoot(container: HTMLElement, page: ReactNode): Root {
  if (container.hasAttribute('data-edge-rendered')) {
    container.removeAttribute('data-edge-rendered');
    cardRenderer.served = true;
    return hydrateRoot(container, page);
  }
  const root = createRoot(container);
  root.render(page);
  return root;
}
