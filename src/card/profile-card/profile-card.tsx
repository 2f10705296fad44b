import { i18n as pageI18n, type I18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { Schemas } from '@/api/client';
import { ErrorBoundary } from '@/components/error-boundary';
import { brand } from '@/config/brand';
import { withMessages } from '@/i18n';
import { availableTabs, type CardProfile, type TabKey } from './card-data';
import { CardSpinner } from './card-dialog';
import { CardDialogs } from './card-dialogs';
import { CardExchange } from '@/capabilities/contact-exchange/card/card-exchange';
import { MailContactOffer } from '@/capabilities/contact-exchange/card/mail-contact-offer';
import { CardLogo } from './card-logo';
import { CardShare } from './card-share';
import { accentHex, cardVars } from './card-style';
import { CardThemeContext, useCardI18n } from './card-theme-context';
import { ContactTab, SaveContactButton } from './contact-tab';
import { SocialsTab } from './socials-tab';
import { TabBar, tabIds } from './tab-bar';
import classes from './profile-card.module.css';

// Location, Documents and Other come last in spec §2's order and show after a tap: their code
// loads then, in one chunk, not with the card (the card's byte budget).
const loadLaterTabs = () => withMessages(import('./later-tabs'));
const LocationTab = lazy(() => loadLaterTabs().then((m) => ({ default: m.LocationTab })));
const DocumentsTab = lazy(() => loadLaterTabs().then((m) => ({ default: m.DocumentsTab })));
const OtherTab = lazy(() => loadLaterTabs().then((m) => ({ default: m.OtherTab })));

/** What a tab shows when it cannot be drawn. */
export const tabUnavailable = msg`This part of the card cannot be shown right now.`;

export type ProfileCardProps = {
  /** The card to show: a PublicProfile, or a full Profile (the editor's live preview). */
  profile: Schemas['PublicProfile'];
  /**
   * Preview mode (the editor): renders only the supplied data and makes no call (the contact
   * file skips the logo), dialogs keep their state locally, and the footer brand is not a link.
   */
  preview?: boolean;
  /**
   * The card in the visitor's `language` (capability `cardTranslations`: `cardInLanguage`,
   * each field translated where the card has it, else as written); `profile` stays the card in
   * its own words (the contact file's types, the file in that language).
   */
  shown?: CardProfile;
  /** The language `shown` is in. */
  language?: string;
  /**
   * The Lingui instance of the card's own words (buttons, tabs, dialogs): by default the page's;
   * the editor's Live Preview passes one of the language being translated.
   */
  i18n?: I18n;
};

/** The active tab's content; the later tabs' code loads on their first opening. */
function TabContent({
  tab,
  profile,
  own,
}: {
  tab: TabKey;
  profile: Schemas['PublicProfile'];
  /** The card's own language where its words are untranslated (`lang`). */
  own?: string;
}) {
  const i18n = useCardI18n();
  switch (tab) {
    case 'description':
      return (
        <p className={classes.description} lang={own}>
          {profile.general.description}
        </p>
      );
    case 'contact':
      return <ContactTab profile={profile} />;
    case 'socials':
      return <SocialsTab profile={profile} />;
  }
  const Later = { location: LocationTab, documents: DocumentsTab, other: OtherTab }[tab];
  return (
    <Suspense fallback={<CardSpinner label={t(i18n)`Loading`} />}>
      <Later profile={profile} />
    </Suspense>
  );
}

/**
 * The description's lead on the first screen: its first line, where more follows. A description
 * of one line has none: the Description tab, open below the hero, shows that line itself, and
 * the same words twice on one screen say nothing more.
 */
const leadOf = (description: string) => {
  const lines = description
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length > 1 ? lines[0] : undefined;
};

/**
 * The public card of spec §2: a hero that says who and what at a glance (the logo, name, tag
 * line and, where the description has several lines, its first) with one primary action (Save Contact), one secondary
 * (contact exchange's 'Leave your contact', where on), both centred and as wide, and a row of
 * labelled icons (Share, QR code, 'E-mail me this contact'),
 * a tab bar with previous/next arrows, the active tab's content bordered in the accent colour,
 * and the 'Powered by' footer. 'Save Contact' is the hero's primary action on every card, so it
 * is on the first screen even of a name-only card (ADR 0005). Tabs appear only with data; the
 * first one is active, and if the active tab disappears (the editor changes the data) the
 * first available one is chosen (spec §2).
 * Everything from data is text, and only http(s) URLs become links. Mantine-free: the lean
 * card page renders it with React alone.
 */
export function ProfileCard({
  profile: card,
  shown,
  preview = false,
  language,
  i18n = pageI18n,
}: ProfileCardProps) {
  const profile = shown ?? card;
  const tabs = availableTabs(profile);
  const [chosen, setChosen] = useState<TabKey | undefined>();
  const active = chosen && tabs.includes(chosen) ? chosen : tabs[0];
  const accent = accentHex[profile.style.accent] ?? accentHex.blue;
  const vars = useMemo(() => cardVars(profile.style), [profile.style]);
  // Only a language the card is translated into travels on (the contact file, the mail).
  const shownIn = profile === card ? undefined : language;
  const theme = useMemo(
    () => ({ accent, vars, preview, language: shownIn, card, i18n }),
    [accent, vars, preview, shownIn, card, i18n],
  );
  const idBase = useId();
  const [saved, setSaved] = useState(false);
  const { name, tagLine } = profile.general;
  // Untranslated, the card's words are in its own language, not the page's (WCAG 3.1.2
  // Language of Parts: a screen reader's voice); known with capability `cardTranslations`.
  const own = shownIn ? undefined : card.translations?.language;
  const lead = leadOf(profile.general.description);
  // In the editor the preview sits under the page's h1, its h2 and its own h3 ("Live
  // Preview"); the card's name is a level below that.
  const Heading = preview ? 'h4' : 'h1';

  return (
    <CardThemeContext value={theme}>
      <CardDialogs preview={preview}>
        <article
          className={classes.root}
          style={vars}
          aria-label={t(i18n)`${name} card`}
          lang={shownIn}
        >
          <header className={classes.hero}>
            <div className={classes.cover} aria-hidden="true" />
            <CardLogo logo={profile.general.logo} name={name} />
            <Heading className={classes.name} lang={own}>
              {name}
            </Heading>
            {tagLine.trim() && (
              <p className={classes.tagLine} lang={own}>
                {tagLine}
              </p>
            )}
            {lead && (
              <p className={classes.lead} lang={own}>
                {lead}
              </p>
            )}
            <div className={classes.heroActions} role="group" aria-label={t(i18n)`Card actions`}>
              <SaveContactButton
                profile={profile}
                variant="primary"
                onSaved={() => setSaved(true)}
              />
              <CardExchange profile={profile} saved={saved} />
              <div className={classes.iconRow}>
                <CardShare id={profile._id} name={name} />
                <MailContactOffer variant="icon" />
              </div>
            </div>
          </header>
          {active && (
            <div className={classes.tabs}>
              <TabBar tabs={tabs} active={active} onChange={setChosen} idBase={idBase} />
              <div
                role="tabpanel"
                id={tabIds(idBase, active).panel}
                aria-labelledby={tabIds(idBase, active).tab}
                className={classes.panel}
                tabIndex={active === 'description' ? 0 : undefined}
              >
                {/* One tab failing leaves the others (the last line of defence, ADR 0004). */}
                <ErrorBoundary
                  resetKey={profile}
                  fallback={<p className={classes.description}>{i18n._(tabUnavailable)}</p>}
                >
                  <TabContent tab={active} profile={profile} own={own} />
                </ErrorBoundary>
              </div>
            </div>
          )}
          <footer className={classes.footer}>
            <p>
              {t(i18n)`Powered by`}{' '}
              {preview ? (
                <strong>{brand.productName}</strong>
              ) : (
                <a href={brand.homePage} target="_blank" rel="noopener noreferrer">
                  {brand.productName}
                </a>
              )}
            </p>
          </footer>
        </article>
      </CardDialogs>
    </CardThemeContext>
  );
}
