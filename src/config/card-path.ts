import type { Page } from './routes.ts';

/** The card's page: the lean card page of src/main.tsx, never the router's (docs/decisions/0005). */
export const cardPage = {
  path: '/profile/:profileId',
  module: 'src/app/routes/card-handover.tsx',
  component: 'CardHandover',
  guard: 'none',
  document: 'profile.html',
} satisfies Page;

/**
 * The card id in a card's path (`/profile/{id}`, a trailing slash allowed; {@link cardPage}),
 * percent-decoded; else undefined. The one card-path rule: the dispatcher (src/main.tsx), the
 * card renderer (edge/handler.ts) and `vite preview` (build/card-document.ts) call it, and the
 * hosts' rules (deploy/) are written from {@link cardPage}'s path and checked against it.
 */
export function cardIdOf(pathname: string): string | undefined {
  const match = /^\/profile\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}
