import { useLingui } from '@lingui/react/macro';
import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { FailedLoadRedirect } from '@/components/failed-load-redirect';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useSearchEntry } from '@/lib/search-state';
import { allProfilesQuery, myProfilesQuery } from '../api/profile-list-query';
import { ProfileListView } from '../components/profile-list-view';

/**
 * /dashboard/my-profiles: the user's own cards (spec §2). Its route's loader fetched them
 * (src/app/routes.tsx), so they are there but while the session ends (the page then leads to
 * /login).
 */
export function MyProfilesPage() {
  const { t } = useLingui();
  const { data } = useQuery(myProfilesQuery());
  const entry = useSearchEntry();
  if (!data) return <FullPageSpinner label={t`Loading profiles`} />;
  return (
    <ProfileListView
      key={entry}
      scope="mine"
      profiles={data.data.profiles}
      count={data.data.count}
    />
  );
}

/**
 * /dashboard/all-profiles: every card, with the filters (admins; the route guard checks). The
 * cards come page by page (`allProfilesQuery`, started by the route's loader without waiting
 * for the last page): the first page is shown at once, and the list says how many of the cards
 * have loaded until all have, or that the rest failed. A failed first page leads to /error as
 * the route's failed load does (`FailedLoadRedirect`).
 */
export function AllProfilesPage() {
  const { t } = useLingui();
  const query = allProfilesQuery();
  const queryClient = useQueryClient();
  const { data, error } = useQuery(query);
  const loading = useIsFetching({ queryKey: query.queryKey, exact: true }) > 0;
  const entry = useSearchEntry();
  if (error && !data) return <FailedLoadRedirect error={error} fallback="Failed to load profile" />;
  if (!data) return <FullPageSpinner label={t`Loading profiles`} />;
  const { profiles, count } = data.data;
  return (
    <ProfileListView
      key={entry}
      scope="all"
      profiles={profiles}
      count={count}
      loading={
        profiles.length < count && (loading || data.unfinished)
          ? {
              loaded: profiles.length,
              failed: !loading && data.unfinished === true,
              retry: () =>
                void queryClient.refetchQueries({ queryKey: query.queryKey, exact: true }),
            }
          : undefined
      }
    />
  );
}
