import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { failedLoad } from '@/lib/failed-load';

/**
 * The "failed load" rule (spec §2, `failedLoad`) for the dashboard pages: runs the query and,
 * when it fails (401, 403, 404, a network failure …), replaces the page with /error carrying
 * the server's message or `fallback` (spec §8). Resolves to the data, `undefined` while loading.
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
    if (isError) {
      const { path, state } = failedLoad(error, fallback);
      void navigate(path, { replace: true, state });
    }
  }, [isError, error, fallback, navigate]);
  return isError ? undefined : data;
}
