import { useEffect } from 'react';
import type { Capability } from '@/api/capabilities';
import type { Schemas } from '@/api/client';
import { cardVars, themeColors } from '@/components/profile-card/card-style';
import { ProfileCard } from '@/components/profile-card/profile-card';
import { isHttpUrl } from '@/lib/validation/plain-rules';
import classes from './card-page.module.css';

type Profile = Schemas['PublicProfile'];

/** The card's `meta.redirectUrl` when it is an http(s) URL (spec §2; anything else is ignored). */
export function redirectOf(profile: Profile | undefined): string | undefined {
  const url = profile?.meta.redirectUrl?.trim();
  return url && isHttpUrl(url) ? url : undefined;
}

/** The card's page background: the theme's, around the card and when overscrolling. */
export function cardBackground(profile: Profile): string {
  return (themeColors[profile.style.theme] ?? themeColors.dark).background;
}

/**
 * While a card shows: the title '{name} - Profile' (spec §2) and the whole window in the
 * card's background. Both are put back when the card goes.
 */
export function useCardDocument(profile: Profile | undefined) {
  const title = profile ? `${profile.general.name} - Profile` : undefined;
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  const background = profile ? cardBackground(profile) : undefined;
  useEffect(() => {
    if (!background) return;
    const previous = document.body.style.backgroundColor;
    document.body.style.backgroundColor = background;
    return () => {
      document.body.style.backgroundColor = previous;
    };
  }, [background]);
}

/** Class names of the lean page's shell (the card and the footer below it). */
export const shellClasses = { shell: classes.shell, main: classes.main };

/** The card in its page: a phone-width column, wider on a desktop so all six tabs fit. */
export function CardPageLayout({
  profile,
  capabilities,
}: {
  profile: Profile;
  /** What the card answer announced (src/api/capabilities.ts). */
  capabilities?: ReadonlySet<Capability>;
}) {
  return (
    <div
      className={classes.page}
      style={{ ...cardVars(profile.style), backgroundColor: cardBackground(profile) }}
    >
      <div className={classes.column}>
        <ProfileCard profile={profile} capabilities={capabilities} />
      </div>
    </div>
  );
}
