import { useSuspenseQuery } from '@tanstack/react-query';
import { profileListQuery } from '../api/profile-list-query';
import { ProfileListView } from '../components/profile-list-view';

/** The list of `scope`; its route's loader fetched it (src/app/routes.tsx). */
function ProfileListPage({ scope }: { scope: 'mine' | 'all' }) {
  const { data } = useSuspenseQuery(profileListQuery(scope));
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
