import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLoaderData, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/client';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { themeColors } from '@/components/profile-card/card-style';
import { ProfileCard } from '@/components/profile-card/profile-card';
import { isHttpUrl } from '@/lib/validation/plain-rules';
import { countParam, publicProfileQuery } from '../api/public-profile';
import { browserNavigation } from '../browser-navigation';
import type { publicProfileLoader } from '../loader';
import classes from './public-profile.module.css';

/**
 * /profile/:profileId (spec §2): loads the public card, passing `count` (default 'true').
 * A loader while loading; a failure goes to /error (history replaced) with the server's
 * message or 'Failed to load profile'; an http(s) `meta.redirectUrl` sends the browser there
 * instead of rendering. The title is '{name} - Profile'.
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
  const redirectUrl = profile?.meta.redirectUrl?.trim();
  const redirect = redirectUrl && isHttpUrl(redirectUrl) ? redirectUrl : undefined;

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

  const title = profile && !redirect ? `${profile.general.name} - Profile` : undefined;
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  const background = profile
    ? (themeColors[profile.style.theme] ?? themeColors.dark).background
    : undefined;
  // The whole window takes the card's background, also around the footer and when overscrolling.
  useEffect(() => {
    if (!background) return;
    const previous = document.body.style.backgroundColor;
    document.body.style.backgroundColor = background;
    return () => {
      document.body.style.backgroundColor = previous;
    };
  }, [background]);

  if (!profile || redirect) {
    // As tall as the card page, so the footer below does not jump when the card arrives (CLS).
    return (
      <div className={classes.page}>
        <FullPageSpinner label={redirect ? 'Redirecting' : 'Loading profile'} />
      </div>
    );
  }
  return (
    <div className={classes.page} style={{ backgroundColor: background }}>
      <div className={classes.column}>
        <ProfileCard profile={profile} />
      </div>
    </div>
  );
}
