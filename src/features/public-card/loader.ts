import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { countParam, fetchPublicProfile, type Visit } from './api/public-profile';

let visits = 0;

/**
 * Requests in flight by card and `count`. React's StrictMode (development) builds the router
 * twice, and each would run this loader: one view must still be one request and one tap.
 */
const inFlight = new Map<string, ReturnType<typeof fetchPublicProfile>>();

function startOnce(profileId: string, count: ReturnType<typeof countParam>) {
  const key = `${profileId}?count=${count}`;
  const existing = inFlight.get(key);
  if (existing) return existing;
  const request = fetchPublicProfile(profileId, count);
  inFlight.set(key, request);
  request.then(
    () => inFlight.delete(key),
    () => inFlight.delete(key),
  );
  return request;
}

/**
 * Route loader of /profile/:profileId (static in the router, a few hundred bytes): starts the
 * card request at once, in parallel with the page's code, and returns without waiting (the
 * page shows its own loader). Each run is a new visit.
 */
export function publicProfileLoader({ params, request }: LoaderFunctionArgs): { visit: Visit } {
  visits += 1;
  if (!params.profileId) return { visit: { id: visits } };
  const pending = startOnce(params.profileId, countParam(new URL(request.url).searchParams));
  pending.catch(() => undefined); // the page's query reports the failure
  return { visit: { id: visits, request: pending } };
}

/**
 * Reload only when the card or `count` changes. Opening or closing a card dialog pushes a
 * history entry for the same URL; that must not fetch again (and count another tap).
 */
export function shouldRevalidatePublicProfile({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const changed = currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;
  return changed && defaultShouldRevalidate;
}
