import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Schemas } from '@/api/client';
import { errorMessage } from '@/api/error-message';
import { HistoryDialogs } from '@/components/profile-card/card-dialogs';
import { setToastHostLoader } from '@/lib/toast';
import { browserNavigation } from './browser-navigation';
import { CardPageLayout, redirectOf, shellClasses, useCardDocument } from './card-page';
// With the card, not after it: 1.5 kB, and a footer arriving later became the page's largest
// contentful paint on a phone, 0.6 s after the card (measured, docs/decisions/0005).
import { CardSiteFooter } from './card-site-footer';
import { checkCardAnswer, type PublicProfileEnvelope } from './card-answer';
import type { CardAnswer } from './card-request';

/** Hands the page over to the full app at `path` (history replaced, `state` as router state). */
export type OpenApp = (path: string, state?: unknown) => Promise<void>;

function LeanCardPage({
  profile,
  openApp,
}: {
  profile: Schemas['PublicProfile'];
  openApp: OpenApp;
}) {
  useCardDocument(profile);
  return (
    <div className={shellClasses.shell}>
      <main className={shellClasses.main}>
        <HistoryDialogs>
          <CardPageLayout profile={profile} />
        </HistoryDialogs>
      </main>
      <CardSiteFooter openApp={openApp} />
    </div>
  );
}

/**
 * The lean card page (issue #10): waits for the card request `main.tsx` started, checks the
 * answer at the contract boundary (issue #9), then renders the card with React alone (no router, no TanStack Query, no Mantine) over the skeleton of
 * index.html. A failure hands over to the full app on /error with the message (history
 * replaced); a redirect card sends the browser to its http(s) `meta.redirectUrl` (spec §2).
 */
export async function startCardPage({
  answer,
  container,
  openApp,
  loadToastHost,
}: {
  answer: Promise<CardAnswer>;
  /** Mounts the toast host (Mantine's notifications); called with the first toast. */
  loadToastHost: () => void;
  container: HTMLElement;
  openApp: OpenApp;
}): Promise<void> {
  let envelope: PublicProfileEnvelope;
  try {
    envelope = await checkCardAnswer(answer);
  } catch (error) {
    await openApp('/error', { message: errorMessage(error, 'Failed to load profile') });
    return;
  }
  const { profile } = envelope.data;
  const redirect = redirectOf(profile);
  const root = createRoot(container);
  if (redirect) {
    root.render(<div role="status" aria-label="Redirecting" />);
    browserNavigation.replace(redirect);
    return;
  }
  setToastHostLoader(loadToastHost);
  const leave: OpenApp = async (path, state) => {
    setToastHostLoader(undefined);
    root.unmount();
    await openApp(path, state);
  };
  root.render(
    <StrictMode>
      <LeanCardPage profile={profile} openApp={leave} />
    </StrictMode>,
  );
}
