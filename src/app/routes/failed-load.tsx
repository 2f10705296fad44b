import { useRouteError } from 'react-router-dom';
import { FailedLoadRedirect } from '@/components/failed-load-redirect';

/**
 * The error element of a page whose data failed to load: the route's error, to /error
 * ({@link FailedLoadRedirect}).
 */
export function FailedLoad({ fallback }: { fallback: string }) {
  return <FailedLoadRedirect error={useRouteError()} fallback={fallback} />;
}
