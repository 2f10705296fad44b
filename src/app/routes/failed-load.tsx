import { Navigate, useRouteError } from 'react-router-dom';
import { failureStatus } from '@/api/failure-status';
import { failedLoad } from '@/lib/failed-load';

/**
 * The error element of a page whose data failed to load (spec §2: a card, a list, the
 * editor): /error with the server's message or `fallback` (spec §8) as the router's location
 * state, history replaced. A 401 is the session's end, which leads to /login
 * (src/app/router.tsx): going to /error too would race it.
 */
export function FailedLoad({ fallback }: { fallback: string }) {
  const error = useRouteError();
  if (failureStatus(error) === 401) return null;
  const { path, state } = failedLoad(error, fallback);
  return <Navigate to={path} replace state={state} />;
}
