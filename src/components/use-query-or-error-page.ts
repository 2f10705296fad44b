import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureStatus } from '@/api/failure-status';
import { failedLoad } from '@/lib/failed-load';

/**
 * The "failed load" rule (spec §2, `failedLoad`) for the dashboard pages: runs the query and,
 * when it fails (403, 404, a network failure …), replaces the page with /error carrying the
 * server's message or `fallback` (spec §8). Resolves to the data, `undefined` while loading.
 * A 401 is left to the session: the query cache ends it and the guards go to /login (spec §4);
 * going to /error as well made the two navigations race, and /error could win.
 */
export function useQueryOrErrorPage<
  TQueryFnData,
  TError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>, fallback: string) {
  const navigate = useNavigate();
  const { data, error, isError } = useQuery(options);
  useEffect(() => {
    if (isError && failureStatus(error) !== 401) {
      const { path, state } = failedLoad(error, fallback);
      void navigate(path, { replace: true, state });
    }
  }, [isError, error, fallback, navigate]);
  return isError ? undefined : data;
}
