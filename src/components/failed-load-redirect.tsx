import { Navigate } from 'react-router-dom';
import { failureStatus } from '@/api/failure-status';
import { failedLoad } from '@/lib/failed-load';

/**
 * Leads from a page whose data failed to load (spec §2: a card, a list, the editor) to /error
 * with the server's message or `fallback` (spec §8) as the router's location state, history
 * replaced. A 401 is the session's end, which leads to /login (src/app/router.tsx): going to
 * /error too would race it, so it renders nothing.
 */
export function FailedLoadRedirect({ error, fallback }: { error: unknown; fallback: string }) {
  if (failureStatus(error) === 401) return null;
  const { path, state } = failedLoad(error, fallback);
  return <Navigate to={path} replace state={state} />;
}
