import { Paper, Stack, Tabs, Title } from '@mantine/core';
import type { Schemas } from '@/api/client';
import { ContactSection } from './sections/contact-section';
import { DocumentsSection } from './sections/documents-section';
import { GeneralSection } from './sections/general-section';
import { LocationSection } from './sections/location-section';
import { LogoSection } from './sections/logo-section';
import { MetaSection } from './sections/meta-section';
import { OtherSection } from './sections/other-section';
import { SocialsSection } from './sections/socials-section';

type Section = {
  value: string;
  label: string;
  Panel: (props: { profile: Schemas['Profile'] }) => React.ReactNode;
};

const sections: Section[] = [
  { value: 'general', label: 'General', Panel: GeneralSection },
  { value: 'logo', label: 'Logo', Panel: LogoSection },
  { value: 'contact', label: 'Contact', Panel: ContactSection },
  { value: 'socials', label: 'Socials', Panel: SocialsSection },
  { value: 'location', label: 'Location', Panel: LocationSection },
  { value: 'documents', label: 'Documents', Panel: DocumentsSection },
  { value: 'other', label: 'Other', Panel: OtherSection },
];
const metaSection: Section = { value: 'meta', label: 'Meta', Panel: MetaSection };

/**
 * 'Edit Details' (spec §2): one tab per section in a single row, meta for admins only. Every panel stays
 * mounted (hidden with display: none, not React Activity) so switching tabs keeps what was
 * typed and the leave guard still hears about it.
 */
export function EditDetails({ profile, admin }: { profile: Schemas['Profile']; admin: boolean }) {
  const shown = admin ? [...sections, metaSection] : sections;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="edit-details-title">
      <Stack gap="md">
        <Title order={3} id="edit-details-title">
          Edit Details
        </Title>
        <Tabs defaultValue="general" keepMounted keepMountedMode="display-none">
          {/* One row that scrolls sideways on a phone, never two rows (issue #13). */}
          <Tabs.List
            style={{ flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'thin' }}
            data-testid="editor-tabs"
          >
            {shown.map(({ value, label }) => (
              <Tabs.Tab key={value} value={value} style={{ flex: 'none' }}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {shown.map(({ value, Panel }) => (
            <Tabs.Panel key={value} value={value} pt="md">
              <Panel profile={profile} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Paper>
  );
}
