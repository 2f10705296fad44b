import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Loader, Paper, Stack, Tabs, Title } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { Schemas } from '@/api/client';
import { capabilityEditorTabs } from '@/capabilities/registry';
import { useOffered } from '@/capabilities/slots';
import type { EditorPanelProps as PanelProps } from '@/lib/editor-tab';

type Section = {
  value: string;
  /** The tab's name, translated where it is shown. */
  label: MessageDescriptor;
  Panel: ComponentType<PanelProps>;
  /** Starts loading a lazy panel's code. */
  preload?: () => Promise<unknown>;
};

/**
 * A section whose code loads when its tab is first wanted (the forms' validation, the logo's
 * drop zone, the phone fields of contact, the admins' meta tab with its dialog …). General's
 * is wanted at once: the editor route fetches it beside the editor's own code.
 */
function lazySection(
  value: string,
  label: MessageDescriptor,
  load: () => Promise<ComponentType<PanelProps>>,
): Section {
  const Panel = lazy(() => load().then((component) => ({ default: component })));
  return { value, label, Panel, preload: load };
}

const sections: Section[] = [
  lazySection('general', msg`General`, () =>
    import('./sections/general-section').then((m) => m.GeneralSection),
  ),
  lazySection('logo', msg`Logo`, () =>
    import('./sections/logo-section').then((m) => m.LogoSection),
  ),
  lazySection('contact', msg`Contact`, () =>
    import('./sections/contact-section').then((m) => m.ContactSection),
  ),
  lazySection('socials', msg`Socials`, () =>
    import('./sections/socials-section').then((m) => m.SocialsSection),
  ),
  lazySection('location', msg`Location`, () =>
    import('./sections/location-section').then((m) => m.LocationSection),
  ),
  lazySection('documents', msg`Documents`, () =>
    import('./sections/documents-section').then((m) => m.DocumentsSection),
  ),
  lazySection('other', msg`Other`, () =>
    import('./sections/other-section').then((m) => m.OtherSection),
  ),
];
const metaSection = lazySection('meta', msg`Meta`, () =>
  import('./sections/meta-section').then((m) => m.MetaSection),
);
/** The optional capabilities' tabs (src/capabilities/registry.ts), after the spec's. */
const capabilitySections = capabilityEditorTabs.map((tab) => ({
  ...tab,
  section: lazySection(tab.value, tab.label, tab.load),
}));

const first = 'general';

function PanelLoading({ label }: { label: string }) {
  const { t } = useLingui();
  return (
    <Center py="xl" role="status" aria-label={t`Loading ${label}`}>
      <Loader />
    </Center>
  );
}

/**
 * 'Edit Details' (spec §2): one tab per section in rows that wrap, meta for admins only. A
 * section's form is made when its tab is first opened, so the page starts with one form
 * instead of seven; from then on it stays mounted (hidden with display: none, not React
 * Activity) so switching tabs keeps what was typed and the leave guard still hears about it.
 * Pointing at, touching or focusing the tab row starts loading every section's code.
 */
export function EditDetails({ profile, admin }: { profile: Schemas['Profile']; admin: boolean }) {
  const { i18n } = useLingui();
  const offered = useOffered(capabilitySections);
  const shown = [
    ...sections,
    ...offered.filter((tab) => tab.shows(profile)).map((tab) => tab.section),
    ...(admin ? [metaSection] : []),
  ];
  const [active, setActive] = useState(first);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([first]));
  const open = (value: string | null) => {
    if (!value) return;
    setActive(value);
    setOpened((current) => (current.has(value) ? current : new Set(current).add(value)));
  };
  const preload = () => shown.forEach((section) => void section.preload?.().catch(() => undefined));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="edit-details-title">
      <Stack gap="md">
        <Title order={3} id="edit-details-title">
          <Trans>Edit Details</Trans>
        </Title>
        <Tabs value={active} onChange={open} keepMounted keepMountedMode="display-none">
          {/* The row wraps: every tab (Exchange too) is in sight at every width. */}
          <Tabs.List
            data-testid="editor-tabs"
            onPointerEnter={preload}
            onTouchStart={preload}
            onFocus={preload}
          >
            {shown.map(({ value, label }) => (
              <Tabs.Tab key={value} value={value} style={{ flex: 'none' }}>
                {i18n._(label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {shown.map(({ value, label, Panel }) => (
            <Tabs.Panel key={value} value={value} pt="md">
              {opened.has(value) && (
                <Suspense fallback={<PanelLoading label={i18n._(label)} />}>
                  <Panel profile={profile} active={active === value} />
                </Suspense>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Paper>
  );
}
