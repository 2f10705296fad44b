import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useReturnSearch } from '@/lib/search-state';
import type { Schemas } from '@/api/client';
import { ShareCardButton } from '@/components/share-card/share-card-button';
import { CapabilityCardActions } from '@/capabilities/slots';
import { EditDetails } from './edit-details';
import { LivePreview } from './live-preview';
import { StyleEditor, type StyleSelection } from './style-editor';
import { ownerCardPath } from '@/lib/card-url';
import { href } from '@/config/paths';

type EditorViewProps = {
  profile: Schemas['Profile'];
  /** Which list the page belongs to (where 'Back' goes). */
  mode: 'owner' | 'admin';
  /** The meta tab (admins only, spec §6). */
  showMeta: boolean;
};

/**
 * Whether the editor has two columns: from Mantine's `md` breakpoint (62em), as its Grid below.
 * Read at the first render (no effect), so a phone never draws the wide layout first.
 */
export function useTwoColumns(): boolean {
  return useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
}

/**
 * The editor page (spec §2): 'Edit Styles' and 'Edit Details' on the left, the live preview on
 * the right. On one column (a phone) 'Edit Details' comes first, in the document's order too (so
 * the keyboard's order is the eye's): the Name field is on the first screen, and the styles,
 * chosen once, follow.
 */
export function EditorView({ profile, mode, showMeta }: EditorViewProps) {
  const [selection, setSelection] = useState<StyleSelection>({});
  const twoColumns = useTwoColumns();
  // Keyed, so crossing the breakpoint moves the two forms and keeps what was typed.
  const styles = (
    <StyleEditor
      key="styles"
      profile={profile}
      selection={selection}
      onSelectionChange={setSelection}
    />
  );
  const details = <EditDetails key="details" profile={profile} admin={showMeta} />;
  const { t } = useLingui();
  // To the list as it was left (its filters and page), when its Edit link opened this page.
  const returnSearch = useReturnSearch();
  const back =
    mode === 'admin'
      ? { to: `${href('allProfiles')}${returnSearch}`, label: t`Back to All Profiles` }
      : { to: `${href('myProfiles')}${returnSearch}`, label: t`Back to My Profiles` };
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back.to} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {back.label}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={2}>
            <Trans>Edit Profile</Trans>
          </Title>
          <Text size="sm" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            <Trans>Card number {{ number: profile._id }}</Trans>
          </Text>
        </div>
        <Group gap="xs">
          <Button
            component="a"
            href={ownerCardPath(profile._id)}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            <Trans>View</Trans>
          </Button>
          <CapabilityCardActions
            profileId={profile._id}
            redirect={Boolean(profile.meta.redirectUrl)}
            admin={mode === 'admin'}
            place="editor"
          />
          <ShareCardButton id={profile._id} name={profile.general.name} />
        </Group>
      </Group>
      <Grid gap="lg">
        {/* min-width 0: a long field never widens the column. */}
        <Grid.Col span={{ base: 12, md: 'auto' }} miw={0}>
          <Stack gap="lg">{twoColumns ? [styles, details] : [details, styles]}</Stack>
        </Grid.Col>
        {/* On a phone the preview's button comes first, above the forms, never over them. */}
        <Grid.Col span={{ base: 12, md: 'content' }} order={{ base: -1, md: 0 }}>
          <div style={{ position: 'sticky', top: 16 }}>
            <LivePreview profile={profile} selection={selection} wide={twoColumns} />
          </div>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
