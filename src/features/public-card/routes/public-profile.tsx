import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLoaderData, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/client';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { RouterDialogs } from '@/components/profile-card/router-dialogs';
import { countParam, publicProfileQuery } from '../api/public-profile';
import { browserNavigation } from '../browser-navigation';
import { CardPageLayout, redirectOf, useCardDocument } from '../card-page';
import type { publicProfileLoader } from '../loader';

/**
 * /profile/:profileId inside the full app (spec §2): a visit that starts in the app, tests and
 * stories. A first visit of a card URL gets the lean card page instead (card-entry.tsx, issue
 * #10); both render `CardPageLayout`. Loads the card passing `count` (default 'true'); a loader
 * while loading; a failure goes to /error (history replaced) with the server's message or
 * 'Failed to load profile'; an http(s) `meta.redirectUrl` sends the browser there instead.
 */
export function PublicProfilePage() {
  const { profileId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // Undefined where the route has no loader (Storybook): the query then fetches by itself.
  const loaded = useLoaderData<typeof publicProfileLoader>() as
    ReturnType<typeof publicProfileLoader> | undefined;
  const { data, error } = useQuery(
    publicProfileQuery(profileId, countParam(search), loaded?.visit),
  );
  const profile = data?.data.profile;
  const redirect = redirectOf(profile);

  useEffect(() => {
    if (error) {
      void navigate('/error', {
        replace: true,
        state: { message: errorMessage(error, 'Failed to load profile') },
      });
    }
  }, [error, navigate]);

  useEffect(() => {
    if (redirect) browserNavigation.replace(redirect);
  }, [redirect]);

  useCardDocument(redirect ? undefined : profile);

  if (!profile || redirect) {
    return <FullPageSpinner label={redirect ? 'Redirecting' : 'Loading profile'} />;
  }
  return (
    <RouterDialogs>
      <CardPageLayout profile={profile} />
    </RouterDialogs>
  );
}
