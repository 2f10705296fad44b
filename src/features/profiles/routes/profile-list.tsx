import { useIsFetching, usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useQueryOrErrorPage } from '@/components/use-query-or-error-page';
import { allProfilesQuery, myProfilesQuery } from '../api/profile-list-query';
import { ProfileListView } from '../components/profile-list-view';

/** /dashboard/my-profiles: the user's own cards (spec §2). */
export function MyProfilesPage() {
  const query = myProfilesQuery();
  // The list call starts while this page renders: useQuery alone starts it in an effect, after
  // the dashboard around the page has been committed and painted.
  usePrefetchQuery(query);
  // Spec §2, §8: a load failure goes to /error, default 'Failed to load profile'.
  const data = useQueryOrErrorPage(query, 'Failed to load profile');
  if (!data) return <FullPageSpinner label="Loading profiles" />;
  return <ProfileListView scope="mine" profiles={data.data.profiles} count={data.data.count} />;
}

/**
 * /dashboard/all-profiles: every card, with the filters (admins; the route guard checks). The
 * cards come page by page (`allProfilesQuery()`): the first page is shown at once, and the
 * list says how many of the cards have loaded until all have, or that the rest failed.
 */
export function AllProfilesPage() {
  const query = allProfilesQuery();
  const queryClient = useQueryClient();
  usePrefetchQuery(query);
  const data = useQueryOrErrorPage(query, 'Failed to load profile');
  const loading = useIsFetching({ queryKey: query.queryKey, exact: true }) > 0;
  if (!data) return <FullPageSpinner label="Loading profiles" />;
  const { profiles, count } = data.data;
  return (
    <ProfileListView
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
