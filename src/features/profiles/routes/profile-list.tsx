import { usePrefetchQuery } from '@tanstack/react-query';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useQueryOrErrorPage } from '@/components/use-query-or-error-page';
import { profileListQuery } from '../api/profile-list-query';
import { ProfileListView } from '../components/profile-list-view';

function ProfileListPage({ scope }: { scope: 'mine' | 'all' }) {
  const query = profileListQuery(scope);
  // The list call starts while this page renders: useQuery alone starts it in an effect, after
  // the dashboard around the page has been committed and painted.
  usePrefetchQuery(query);
  // Spec §2, §8: a load failure goes to /error, default 'Failed to load profile'.
  const data = useQueryOrErrorPage(query, 'Failed to load profile');
  if (!data) return <FullPageSpinner label="Loading profiles" />;
  return <ProfileListView scope={scope} profiles={data.data.profiles} count={data.data.count} />;
}

/** /dashboard/my-profiles: the user's own cards (spec §2). */
export function MyProfilesPage() {
  return <ProfileListPage scope="mine" />;
}

/** /dashboard/all-profiles: every card, with the filters (admins; the route guard checks). */
export function AllProfilesPage() {
  return <ProfileListPage scope="all" />;
}
