import { useMemo } from 'react';
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
  // One target per failure: `Navigate` navigates again whenever its `state` is a new object, so
  // a re-render while /error loads (its language) must not make a new one.
  const target = useMemo(() => failedLoad(error, fallback), [error, fallback]);
  if (failureStatus(error) === 401) return null;
  return <Navigate to={target.path} replace state={target.state} />;
}
