import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { Schemas } from '@/api/client';
import { CapabilitiesProvider, capabilitiesOf } from '@/capabilities/capabilities';
import { reportVisitAfterPaint } from '@/capabilities/insights/card/card-slot';
import { cardInLanguage, cardLanguageOf } from '@/lib/card-language';
import { cardRenderer } from '@/lib/card-renderer';
import { failedLoad } from '@/lib/failed-load';
import { isHttpUrl } from '@/lib/validation/plain-rules';
import { browserNavigation } from './browser-navigation';
// With the card, not after it: 1.5 kB, and a footer arriving later became the page's largest
// contentful paint on a phone, 0.6 s after the card (docs/performance.md).
import { CardSiteFooter } from './card-site-footer';
import type { CardAnswer, CardVisit } from './card-request';
import { HistoryDialogs } from './profile-card/card-dialogs';
import { cardVars, themeColors } from './profile-card/card-style';
import { ProfileCard } from './profile-card/profile-card';
import classes from './card-page.module.css';

type Profile = Schemas['PublicProfile'];
type CardData = Schemas['PublicProfileEnvelope']['data'];

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
function useCardDocument(profile: Profile) {
  const title = `${profile.general.name} - Profile`;
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  const background = cardBackground(profile);
  useEffect(() => {
    const previous = document.body.style.backgroundColor;
    document.body.style.backgroundColor = background;
    return () => {
      document.body.style.backgroundColor = previous;
    };
  }, [background]);
}

/** Hands the page over to the full app at `path` (history replaced, `state` as router state). */
export type OpenApp = (path: string, state?: unknown) => Promise<void>;

/**
 * The visitor's card page, /profile/{id} (spec §2): the card in its theme, a phone-width
 * column (wider on a desktop so all six tabs fit), its dialogs in the history
 * (`HistoryDialogs`), the site footer; what the server announced with the card
 * (`data.capabilities`) decides what the card offers. React alone: no router, TanStack Query
 * or Mantine. The card renderer (edge/render.tsx) renders the same tree.
 */
export function CardPage({
  data,
  openApp,
  language,
}: {
  data: CardData;
  openApp: OpenApp;
  /** The visitor's language: the card's own words in it where translated (`ProfileCard`). */
  language?: string;
}) {
  const { profile } = data;
  useCardDocument(cardInLanguage(profile, language));
  return (
    <CapabilitiesProvider value={capabilitiesOf(data)}>
      <div className={classes.shell}>
        <main className={classes.main}>
          <HistoryDialogs>
            <div
              className={classes.page}
              style={{ ...cardVars(profile.style), backgroundColor: cardBackground(profile) }}
            >
              <div className={classes.column}>
                <ProfileCard profile={profile} language={language} />
              </div>
            </div>
          </HistoryDialogs>
        </main>
        <CardSiteFooter openApp={openApp} />
      </div>
    </CapabilitiesProvider>
  );
}

/**
 * Mounts the card page in `container`: hydrates the markup the card renderer wrote there (the
 * root carries `data-edge-rendered`), else renders afresh over the skeleton.
 */
function mountCardRoot(container: HTMLElement, page: ReactNode): Root {
  if (container.hasAttribute('data-edge-rendered')) {
    container.removeAttribute('data-edge-rendered');
    cardRenderer.served = true;
    return hydrateRoot(container, page);
  }
  const root = createRoot(container);
  root.render(page);
  return root;
}

/**
 * Shows the card of `answer` (the card's request, src/card/card-request.ts) in `container`,
 * over the document's skeleton:
 * - a card: rendered (or hydrated), its insights reported after the first paint;
 * - a redirect card: the browser leaves for its http(s) `meta.redirectUrl` (spec §2);
 * - a failure: hands over to the app on /error with the server's message or 'Failed to load
 *   profile' (spec §2, §8), history replaced.
 * `root` (tests, stories) is where the page renders instead of a root of its own.
 */
export async function startCardPage({
  answer,
  visit = { count: 'true', source: 'direct' },
  container,
  root,
  openApp,
  chooseLanguage,
}: {
  answer: Promise<CardAnswer>;
  /** How the page was opened (`count`, `s`: `takeVisit`). */
  visit?: CardVisit;
  container: HTMLElement;
  root?: Pick<Root, 'render' | 'unmount'>;
  openApp: OpenApp;
  /**
   * The language to show the card in, chosen once the card is in: it is told the card's own
   * language (capability `cardTranslations`; undefined without it), which comes after the
   * visitor's own languages. None: the card as written.
   */
  chooseLanguage?: (cardLanguage: string | undefined) => string | undefined;
}): Promise<void> {
  const { envelope, failure } = await answer;
  if (!envelope) {
    root?.unmount();
    const { path, state } = failedLoad(failure);
    await openApp(path, state);
    return;
  }
  const { data } = envelope;
  const redirect = redirectOf(data.profile);
  if (redirect) {
    (root ?? createRoot(container)).render(<div role="status" aria-label="Redirecting" />);
    browserNavigation.replace(redirect);
    return;
  }
  const stopInsights = reportVisitAfterPaint(data, visit, container);
  const leave: OpenApp = async (path, state) => {
    // The app mounts into the same container: its presses are not this card's.
    stopInsights();
    mounted.unmount();
    await openApp(path, state);
  };
  const language = chooseLanguage?.(cardLanguageOf(data.profile));
  const page = (
    <StrictMode>
      <CardPage data={data} openApp={leave} language={language} />
    </StrictMode>
  );
  root?.render(page);
  const mounted = root ?? mountCardRoot(container, page);
}
