import { Box, Button, Collapse, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import type { Schemas } from '@/api/client';
import { ErrorBoundary } from '@/components/error-boundary';
import { themeColors } from '@/components/profile-card/card-style';
import { ProfileCard } from '@/components/profile-card/profile-card';
import type { StyleSelection } from './style-editor';

/** Spec §9: the preview panel is 400 px wide and 640 px tall. */
const previewSize = { width: 400, height: 640 };

/**
 * The card as visitors will see it, with the unsaved style choice applied at once. Built from
 * the editor's data (no redirect, no call: the public card in preview mode).
 */
export function toPreviewProfile(
  profile: Schemas['Profile'],
  selection: StyleSelection,
): Schemas['PublicProfile'] {
  const { _id, general, contact, socials, location, documents, other, style } = profile;
  return {
    _id,
    general,
    contact,
    socials,
    location,
    documents,
    other,
    style: { ...style, ...selection },
    meta: {},
  };
}

function PreviewFrame({ profile }: { profile: Schemas['PublicProfile'] }) {
  return (
    <Box
      role="region"
      aria-label="Live Preview card"
      tabIndex={0}
      w={previewSize.width}
      maw="100%"
      h={previewSize.height}
      style={{
        overflowY: 'auto',
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px solid var(--mantine-color-default-border)',
        // The card's own background fills the frame below a short card.
        backgroundColor: themeColors[profile.style.theme]?.background,
      }}
    >
      {/* A preview that cannot be drawn never takes the editor with it (issue #9). */}
      <ErrorBoundary
        resetKey={profile}
        fallback={
          <Text p="md" role="status">
            The preview cannot be shown right now. The forms still work.
          </Text>
        }
      >
        <ProfileCard profile={profile} preview />
      </ErrorBoundary>
    </Box>
  );
}

/**
 * 'Live Preview' (spec §2): beside the editor on wide screens; on a phone it sits below the
 * forms behind a Show/Hide toggle so the forms come first.
 */
export function LivePreview({
  profile,
  selection,
}: {
  profile: Schemas['Profile'];
  selection: StyleSelection;
}) {
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const [opened, { toggle }] = useDisclosure(false);
  const preview = useMemo(() => toPreviewProfile(profile, selection), [profile, selection]);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="live-preview-title">
      <Stack gap="sm" align="center">
        <Title order={3} id="live-preview-title" style={{ alignSelf: 'flex-start' }}>
          Live Preview
        </Title>
        {wide ? (
          <PreviewFrame profile={preview} />
        ) : (
          <>
            <Button variant="light" onClick={toggle} aria-expanded={opened} fullWidth>
              {opened ? 'Hide live preview' : 'Show live preview'}
            </Button>
            <Collapse expanded={opened} w="100%">
              <Stack align="center">{opened && <PreviewFrame profile={preview} />}</Stack>
            </Collapse>
          </>
        )}
      </Stack>
    </Paper>
  );
}
