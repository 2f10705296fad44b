import { t } from '@lingui/core/macro';
import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { Schemas } from '@/api/client';
import { CapabilitiesProvider, capabilitiesOf } from '@/capabilities/capabilities';
import { reportVisitAfterPaint } from '@/capabilities/insights/card/card-slot';
import { cardRenderer } from '@/lib/card-renderer';
import { cardLanguageOf } from '@/lib/card-own-language';
import { failedLoad } from '@/lib/failed-load';
import { isHttpUrl } from '@/lib/validation/plain-rules';
import { browserNavigation } from './browser-navigation';
import { startLanguage, translationCode } from './language-start';
// With the card, not after it: 1.5 kB, and a footer arriving later became the page's largest
// contentful paint on a phone, 0.6 s after the card (docs/performance.md).
import { activateLanguage, pageLanguage, sourceLanguage, useLanguage } from '@/i18n';
import { CardSiteFooter } from './card-site-footer';
import { LanguageMenu } from './language-menu';
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
 * A card page's title, '{name} - Profile' (spec §2), in the active language, for the card
 * renderer's `<title>` (edge/render.tsx). `useCardDocument` writes the same message itself: a
 * call to this function there grew the card's first download; unused in the browser, this one
 * is left out of it.
 */
export function cardTitle(name: string): string {
  return t`${name} - Profile`;
}

/**
 * While a card shows: the title '{name} - Profile' (spec §2) and the whole window in the
 * card's background. Both are put back when the card goes.
 */
function useCardDocument(profile: Profile) {
  const { name } = profile.general;
  const title = t`${name} - Profile`;
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

/**
 * The card with its translations checked (capability `cardTranslations`; none where they could
 * not be read) and the code that shows it in a language: src/card/later/card-translations.ts.
 */
export type CardTranslation = {
  profile: Profile;
  inLanguage: (profile: Profile, language: string | undefined) => Profile;
};

/** The card's translations, checked, when it has some and `language` is not its own. */
export const translationFor = (
  profile: Profile,
  language: string,
  code?: ReturnType<typeof translationCode>,
): Promise<CardTranslation> | undefined =>
  profile.translations && profile.translations.language !== language
    ? (code ?? translationCode()).then((m) => m.translate(profile))
    : undefined;

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
  translation: checked,
}: {
  data: CardData;
  openApp: OpenApp;
  /** The card with its translations checked, when the first language shown needs them. */
  translation?: CardTranslation;
}) {
  // A language chosen in the menu renders the page again; the card's own words show in it
  // where the card has a translation (capability `cardTranslations`), once checked: until
  // then, and when they cannot be read, in the card's own words.
  const language = useLanguage();
  const [translation, setTranslation] = useState(checked);
  useEffect(() => {
    if (!translation) void translationFor(data.profile, language)?.then(setTranslation);
  }, [translation, data.profile, language]);
  const own = translation?.profile ?? { ...data.profile, translations: undefined };
  const profile = translation ? translation.inLanguage(own, language) : own;
  useCardDocument(profile);
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
                <LanguageMenu />
                <ProfileCard profile={own} shown={profile} language={language} />
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
 * root carries `data-edge-rendered`) when `hydrate` (it is in this page's language), else
 * renders afresh over the skeleton or the markup.
 */
function mountCardRoot(container: HTMLElement, page: ReactNode, hydrate: boolean): Root {
  if (container.hasAttribute('data-edge-rendered')) {
    container.removeAttribute('data-edge-rendered');
    cardRenderer.served = true;
    if (hydrate) return hydrateRoot(container, page);
    // The renderer wrote another language (its `<html lang>`): this visitor's choice is
    // remembered on the device, which the server cannot see. Hydrating would not match the
    // markup; React wants the client's first render to produce the server's output, reports a
    // mismatch as an error and then renders the root afresh anyway
    // (https://react.dev/reference/react-dom/client/hydrateRoot). So render afresh at once,
    // without the error; activating the server's language to hydrate first would fetch a
    // second catalogue for a page that is replaced straight after.
    container.replaceChildren();
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
}: {
  answer: Promise<CardAnswer>;
  /** How the page was opened (`count`, `s`: `takeVisit`). */
  visit?: CardVisit;
  container: HTMLElement;
  root?: Pick<Root, 'render' | 'unmount'>;
  openApp: OpenApp;
}): Promise<void> {
  // The language loads while the card does (a chunk of its own for any but English).
  const served = document.documentElement.lang || sourceLanguage;
  const asked = pageLanguage();
  const ready = activateLanguage(asked).catch(() => activateLanguage(sourceLanguage));
  // A card in another language may carry the visitor's: the check of its translations loads
  // with the language's chunk, not one round trip after the card.
  const code = startLanguage(asked);
  const { envelope, failure } = await answer;
  const profile = envelope?.data.profile;
  // Where nothing the visitor asked for is shipped, the card's own language comes before
  // English (resolveLanguage's order; it needs the answer, so its chunk loads after it).
  const own = cardLanguageOf(profile);
  const language = asked === sourceLanguage && own ? pageLanguage(own) : asked;
  const [translation] = await Promise.all([
    profile && translationFor(profile, language, code)?.catch(() => undefined),
    language === asked ? ready : ready.then(() => activateLanguage(language)).catch(() => ready),
  ]);
  if (!envelope) {
    root?.unmount();
    const { path, state } = failedLoad(failure);
    await openApp(path, state);
    return;
  }
  const { data } = envelope;
  const redirect = redirectOf(data.profile);
  if (redirect) {
    (root ?? createRoot(container)).render(<div role="status" aria-label={t`Redirecting`} />);
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
  const page = (
    <StrictMode>
      <CardPage data={data} openApp={leave} translation={translation} />
    </StrictMode>
  );
  root?.render(page);
  const mounted = root ?? mountCardRoot(container, page, served === language);
}
