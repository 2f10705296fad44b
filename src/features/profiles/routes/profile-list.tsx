import { useQuery } from '@tanstack/react-query';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { profileListQuery } from '../api/profile-list-query';
import { ProfileListView } from '../components/profile-list-view';

/**
 * The list of `scope`; its route's loader fetched it (src/app/routes.tsx), so it is there but
 * while the session ends (the page then leads to /login).
 */
function ProfileListPage({ scope }: { scope: 'mine' | 'all' }) {
  const { data } = useQuery(profileListQuery(scope));
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
