import '@mantine/core/styles/Tabs.layer.css';
import { Tabs } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Schemas } from '@/api/client';
import { ErrorBoundary } from '@/components/error-boundary';
import { brand } from '@/config/brand';
import { availableTabs, type TabKey } from './card-data';
import { usePreloadCardDialogs } from './card-dialog';
import { CardDialogs } from './card-dialogs';
import { accentHex, cardVars } from './card-style';
import { CardThemeContext } from './card-theme-context';
import { ContactTab } from './contact-tab';
import { DocumentsTab, LocationTab, SocialsTab } from './link-tabs';
import { OtherTab } from './other-tab';
import { TabBar } from './tab-bar';
import { CardLogo } from './card-logo';
import classes from './profile-card.module.css';

/** What a tab shows when it cannot be drawn. */
export const tabUnavailable = 'This part of the card cannot be shown right now.';

export type ProfileCardProps = {
  /** The card to show: a PublicProfile, or a full Profile (the editor's live preview). */
  profile: Schemas['PublicProfile'];
  /**
   * Preview mode (the editor): renders only the supplied data and makes no call (the contact
   * file skips the logo), dialogs keep their state locally, and the footer brand is not a link.
   */
  preview?: boolean;
};

/**
 * The public card of spec §2: logo, name and tag line, a tab bar with previous/next arrows,
 * the active tab's content bordered in the accent colour, and the 'Powered by' footer. Tabs
 * appear only with data; the first is active, and if the active one disappears (the editor
 * changes the data) the first available one is chosen. Everything from data is text, and only
 * http(s) URLs become links.
 */
export function ProfileCard({ profile, preview = false }: ProfileCardProps) {
  usePreloadCardDialogs();
  const tabs = availableTabs(profile);
  const [chosen, setChosen] = useState<TabKey | undefined>(tabs[0]);
  const active = chosen && tabs.includes(chosen) ? chosen : tabs[0];
  const accent = accentHex[profile.style.accent] ?? accentHex.blue;
  const vars = useMemo(() => cardVars(profile.style), [profile.style]);
  const theme = useMemo(() => ({ accent, vars, preview }), [accent, vars, preview]);
  const { name, tagLine } = profile.general;
  // In the editor the page has its own h1; the preview's name is a level below it.
  const Heading = preview ? 'h2' : 'h1';

  return (
    <CardThemeContext value={theme}>
      <CardDialogs preview={preview}>
        <article className={classes.root} style={vars} aria-label={`${name} card`}>
          <header className={classes.header}>
            <CardLogo logo={profile.general.logo} name={name} />
            <Heading className={classes.name}>{name}</Heading>
            {tagLine.trim() && <p className={classes.tagLine}>{tagLine}</p>}
          </header>
          {active && (
            <Tabs
              value={active}
              onChange={(value) => value && setChosen(value as TabKey)}
              variant="pills"
              keepMounted={false}
            >
              <TabBar tabs={tabs} active={active} onChange={setChosen} />
              {tabs.map((tab) => (
                <Tabs.Panel key={tab} value={tab} className={classes.panel} mt="md">
                  {/* One tab failing leaves the others (issue #9, the last line of defence). */}
                  <ErrorBoundary
                    resetKey={profile}
                    fallback={<p className={classes.description}>{tabUnavailable}</p>}
                  >
                    {tab === 'description' && (
                      <p className={classes.description}>{profile.general.description}</p>
                    )}
                    {tab === 'contact' && <ContactTab profile={profile} />}
                    {tab === 'socials' && <SocialsTab profile={profile} />}
                    {tab === 'location' && <LocationTab profile={profile} />}
                    {tab === 'documents' && <DocumentsTab profile={profile} />}
                    {tab === 'other' && <OtherTab profile={profile} />}
                  </ErrorBoundary>
                </Tabs.Panel>
              ))}
            </Tabs>
          )}
          <footer>
            <p className={classes.footer}>
              Powered by{' '}
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
