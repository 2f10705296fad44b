import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import type { CardProfile } from '@/components/profile-card/card-data';
import { ProfileCard } from '@/components/profile-card/profile-card';
import { RouterDialogs } from '@/components/profile-card/router-dialogs';

let setHarnessProfile: ((profile: CardProfile) => void) | undefined;

function Harness({ initial, preview }: { initial: CardProfile; preview: boolean }) {
  const [profile, setProfile] = useState(initial);
  useEffect(() => {
    setHarnessProfile = setProfile;
  }, []);
  return (
    <RouterDialogs>
      <ProfileCard profile={profile} preview={preview} />
    </RouterDialogs>
  );
}

/**
 * Renders a card with the app's providers (logged out, so no session check) inside a memory
 * router at /profile/test, with dialog state in the router's history as on the public page. `setProfile` swaps the data, as the editor's live preview does.
 */
export function renderCard(profile: CardProfile, { preview = false } = {}) {
  const router = createMemoryRouter(
    [{ path: '*', element: <Harness initial={profile} preview={preview} /> }],
    {
      initialEntries: ['/profile/test'],
    },
  );
  const user = userEvent.setup();
  const utils = render(
    <Providers queryClient={createQueryClient()} initialUser={null} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, user, router, setProfile: (next: CardProfile) => setHarnessProfile?.(next) };
}
