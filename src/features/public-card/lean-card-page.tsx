import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { capabilitiesOf, type Capability } from '@/api/capabilities';
import type { Schemas } from '@/api/client';
import { HistoryDialogs } from '@/components/profile-card/card-dialogs';
import { failedLoad } from '@/lib/failed-load';
import { setToastHostLoader } from '@/lib/toast';
import { browserNavigation } from './browser-navigation';
import { CardPageLayout, redirectOf, shellClasses, useCardDocument } from './card-page';
// With the card, not after it: 1.5 kB, and a footer arriving later became the page's largest
// contentful paint on a phone, 0.6 s after the card (measured, docs/decisions/0005).
import { CardSiteFooter } from './card-site-footer';
import { checkCardAnswer, type PublicProfileEnvelope } from './card-answer';
import { mountCardRoot } from './card-root';
import type { CardAnswer, CardVisit } from './card-request';

/** Hands the page over to the full app at `path` (history replaced, `state` as router state). */
export type OpenApp = (path: string, state?: unknown) => Promise<void>;

export function LeanCardPage({
  profile,
  capabilities,
  openApp,
}: {
  profile: Schemas['PublicProfile'];
  /** What the card answer announced (`capabilitiesOf(envelope.data)`). */
  capabilities?: ReadonlySet<Capability>;
  openApp: OpenApp;
}) {
  useCardDocument(profile);
  return (
    <div className={shellClasses.shell}>
      <main className={shellClasses.main}>
        <HistoryDialogs>
          <CardPageLayout profile={profile} capabilities={capabilities} />
        </HistoryDialogs>
      </main>
      <CardSiteFooter openApp={openApp} />
    </div>
  );
}

/**
 * The public card page, /profile/{id} (spec §2; issue #10), the only one: waits for the card
 * request `main.tsx` started, checks the answer at the contract boundary (issue #9), then
 * renders the card with React alone (no router, no TanStack Query, no Mantine) over
 * the skeleton of index.html. A failure hands over to the full app on /error with the message
 * (`failedLoad`, history replaced); a redirect card sends the browser to its http(s)
 * `meta.redirectUrl`. Card dialogs live in the history (`HistoryDialogs`).
 */
export async function startCardPage({
  answer,
  visit = { count: 'true', source: 'direct' },
  container,
  root,
  openApp,
  loadToastHost,
}: {
  answer: Promise<CardAnswer>;
  /** How the page was opened (`count`, `s`: card-request.ts `takeVisit`). */
  visit?: CardVisit;
  /** Mounts the toast host (Mantine's notifications); called with the first toast. */
  loadToastHost: () => void;
  /** The page's element (#root). */
  container: HTMLElement;
  /**
   * Where the page renders; unmounted before a handover. Default: `mountCardRoot`, which
   * hydrates the card renderer's markup (issue #18) or renders afresh.
   */
  root?: Pick<Root, 'render' | 'unmount'>;
  openApp: OpenApp;
}): Promise<void> {
  let envelope: PublicProfileEnvelope;
  try {
    envelope = await checkCardAnswer(answer);
  } catch (error) {
    const { path, state } = failedLoad(error);
    root?.unmount();
    await openApp(path, state);
    return;
  }
  const { profile } = envelope.data;
  const redirect = redirectOf(profile);
  if (redirect) {
    (root ?? createRoot(container)).render(<div role="status" aria-label="Redirecting" />);
    browserNavigation.replace(redirect);
    return;
  }
  setToastHostLoader(loadToastHost);
  const capabilities = capabilitiesOf(envelope.data);
  const stopEvents = capabilities.has('insights')
    ? reportAfterPaint(profile._id, visit, container, envelope.data.viewToken)
    : () => undefined;
  const leave: OpenApp = async (path, state) => {
    setToastHostLoader(undefined);
    // The app mounts into the same container: its presses are not this card's.
    stopEvents();
    mounted.unmount();
    await openApp(path, state);
  };
  const page = (
    <StrictMode>
      <LeanCardPage profile={profile} capabilities={capabilities} openApp={leave} />
    </StrictMode>
  );
  root?.render(page);
  const mounted = root ?? mountCardRoot(container, page);
}

/**
 * Starts the card's insights once the card is on screen: after the next frame is painted, in
 * a chunk of its own (card-events.ts), so nothing of it is on the card's critical path.
 * `viewToken`: the card answer's, sent with every event. Returns a function that stops them
 * (before they start, they then never do).
 */
function reportAfterPaint(
  cardId: string,
  visit: CardVisit,
  container: HTMLElement,
  viewToken: string | undefined,
) {
  let stopped = false;
  let stop = () => undefined as void;
  requestAnimationFrame(() =>
    setTimeout(() => {
      void import('./card-events').then(
        (m) => {
          if (!stopped) stop = m.startCardEvents(cardId, visit, container, viewToken);
        },
        () => undefined,
      );
    }),
  );
  return () => {
    stopped = true;
    stop();
  };
}
