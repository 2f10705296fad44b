import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { countParam, prefetchPublicProfile } from './api/public-profile';

/**
 * Route loader of /profile/:profileId: starts the card request at once, in parallel with the
 * page's code, and returns without waiting (the page shows its own loader).
 */
export function publicProfileLoader({ params, request }: LoaderFunctionArgs) {
  if (params.profileId) prefetchPublicProfile(params.profileId, countParam(new URL(request.url).searchParams));
  return null;
}

/**
 * Reload only when the card or `count` changes. Opening or closing a card dialog pushes a
 * history entry for the same URL; that must not fetch again (and count another tap).
 */
export function shouldRevalidatePublicProfile({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const changed = currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;
  return changed && defaultShouldRevalidate;
}
