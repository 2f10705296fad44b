import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/client';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { profileListQuery } from '../api/profile-list-query';
import { ProfileListView } from '../components/profile-list-view';

/** Spec §8: the fallback when a list cannot be loaded. */
const loadFallback = 'Failed to load profile';

function ProfileListPage({ scope }: { scope: 'mine' | 'all' }) {
  const navigate = useNavigate();
  const { data, error, isError } = useQuery(profileListQuery(scope));

  useEffect(() => {
    if (isError) {
      void navigate('/error', {
        replace: true,
        state: { message: errorMessage(error, loadFallback) },
      });
    }
  }, [isError, error, navigate]);

  if (!data) return <FullPageSpinner label="Loading profiles" />;
  return <ProfileListView scope={scope} profiles={data.data.profiles} count={data.data.count} />;
}

/** /dashboard/my-profiles: the user's own cards (spec §2). */
export function MyProfilesPage() {
  return <ProfileListPage scope="mine" />;
}

/** /dashboard/all-profiles: every card, with the filter (admins; the route guard checks). */
export function AllProfilesPage() {
  return <ProfileListPage scope="all" />;
}
