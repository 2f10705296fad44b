import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import type { CardProfile } from '@/card/profile-card/card-data';
import { ProfileCard } from '@/card/profile-card/profile-card';
import { HistoryDialogs } from '@/card/profile-card/card-dialogs';

let setHarnessProfile: ((profile: CardProfile) => void) | undefined;

function Harness({ initial, preview }: { initial: CardProfile; preview: boolean }) {
  const [profile, setProfile] = useState(initial);
  useEffect(() => {
    setHarnessProfile = setProfile;
  }, []);
  return (
    <HistoryDialogs>
      <ProfileCard profile={profile} preview={preview} />
    </HistoryDialogs>
  );
}

/**
 * Renders a card with the app's providers (logged out, so no session check), with dialog state
 * in the browser history as on the public page (`HistoryDialogs`). `setProfile` swaps the data,
 * as the editor's live preview does.
 */
export function renderCard(profile: CardProfile, { preview = false } = {}) {
  const user = userEvent.setup();
  const utils = render(
    <Providers queryClient={createQueryClient()} initialUser={null} env="test">
      <Harness initial={profile} preview={preview} />
    </Providers>,
  );
  return { ...utils, user, setProfile: (next: CardProfile) => setHarnessProfile?.(next) };
}
