import { Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Box,
  Button,
  Center,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import type { Schemas } from '@/api/client';
import { ErrorBoundary } from '@/components/error-boundary';
import { themeColors } from '@/card/profile-card/card-style';
import { directionOf, type Language } from '@/i18n';
import { cardInLanguage } from '@/lib/card-language';
import { applyDraft, useDraft, type Draft } from '../lib/editor-draft';
import { usePreviewI18n } from '../lib/preview-i18n';
import type { StyleSelection } from './style-editor';

/**
 * The public card's components load when the preview is first shown: at once beside a wide
 * editor; on a phone, with the drawer, when the preview button is pointed at, touched, focused
 * or pressed.
 */
const loadCard = () => import('@/card/profile-card/profile-card');
const ProfileCard = lazy(() => loadCard().then((m) => ({ default: m.ProfileCard })));
const loadDrawer = () => import('./preview-drawer');
const PreviewDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.PreviewDrawer })));
const preloadPhonePreview = () => {
  void Promise.all([loadDrawer(), loadCard()]).catch(() => undefined);
};

/** Spec §9: the preview panel is 400 px wide and 640 px tall. */
const previewSize = { width: 400, height: 640 };

/**
 * The card as visitors will see it once saved: the unsaved style choice and the unsaved
 * content of every section (`draft`) applied to the saved card. Built from the editor's data
 * (no redirect, no call: the public card in preview mode).
 */
export function toPreviewProfile(
  profile: Schemas['Profile'],
  selection: StyleSelection,
  draft: Draft = {},
): Schemas['PublicProfile'] {
  const { _id, general, contact, socials, location, documents, other, style } = profile;
  const saved = {
    ...{ _id, general, contact, socials, location, documents, other, style, meta: {} },
    ...(profile.exchange ? { exchange: profile.exchange } : {}),
    ...(profile.translations ? { translations: profile.translations } : {}),
  };
  return applyDraft({ ...saved, style: { ...style, ...selection } }, draft);
}

function PreviewFrame({
  profile,
  language,
}: {
  profile: Schemas['PublicProfile'];
  /** The language being translated (capability `cardTranslations`), if any. */
  language?: string;
}) {
  const { t } = useLingui();
  const i18n = usePreviewI18n(language);
  // A translation is shown whole: its words and the card's own, in their language and direction.
  const shownIn = i18n?.locale as Language | undefined;
  return (
    <Box
      role="region"
      aria-label={t`Live Preview card`}
      tabIndex={0}
      w={previewSize.width}
      maw="100%"
      h={previewSize.height}
      mah="calc(100dvh - 150px)"
      style={{
        overflowY: 'auto',
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px solid var(--mantine-color-default-border)',
        // The card's own background fills the frame below a short card.
        backgroundColor: themeColors[profile.style.theme]?.background,
      }}
    >
      {/* A preview that cannot be drawn never takes the editor with it (ADR 0004). */}
      <ErrorBoundary
        resetKey={profile}
        fallback={
          <Text p="md" role="status">
            <Trans>The preview cannot be shown right now. The forms still work.</Trans>
          </Text>
        }
      >
        <Suspense
          fallback={
            <Center h="100%" role="status" aria-label={t`Loading the preview`}>
              <Loader />
            </Center>
          }
        >
          {/* With what the server offers, as on its page: the app's capabilities provider. */}
          <div lang={shownIn} dir={shownIn && directionOf(shownIn)}>
            <ProfileCard
              profile={profile}
              shown={cardInLanguage(profile, language)}
              preview
              language={language}
              i18n={i18n}
            />
          </div>
        </Suspense>
      </ErrorBoundary>
    </Box>
  );
}

/** Says whether the preview differs from what visitors see now. */
function PreviewStatus({ unsaved }: { unsaved: boolean }) {
  return unsaved ? (
    <Stack gap={2} role="status">
      <Badge color="yellow.4" c="black" variant="filled" tt="none">
        <Trans>Unsaved changes</Trans>
      </Badge>
      <Text size="xs" c="dimmed">
        <Trans>Shown here only. Visitors see the saved card until you save.</Trans>
      </Text>
    </Stack>
  ) : (
    <Stack gap={2} role="status">
      <Text size="xs" c="dimmed">
        <Trans>Matches the saved card visitors see.</Trans>
      </Text>
    </Stack>
  );
}

/**
 * 'Live Preview' (spec §2): beside the editor on wide screens. On a phone a button above the
 * forms (in the page's flow, so it never covers a field) opens the preview in a drawer.
 */
export function LivePreview({
  profile,
  selection,
  wide,
}: {
  profile: Schemas['Profile'];
  selection: StyleSelection;
  /** Two columns (the editor's {@link useTwoColumns}): the preview beside the forms. */
  wide: boolean;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  // The drawer stays mounted from the first opening on, so closing animates and gives focus back.
  const [wanted, setWanted] = useState(false);
  const draft = useDraft();
  const preview = useMemo(
    () => toPreviewProfile(profile, selection, draft),
    [profile, selection, draft],
  );
  // Drawing the card waits for the editor: a keystroke or a style choice is never held up by it.
  const shown = useDeferredValue(preview);
  // The language being translated is no edit: it only says which words the preview shows.
  const { previewLanguage, ...edits } = draft;
  const unsaved = Object.keys(edits).length > 0 || Object.keys(selection).length > 0;

  if (wide) {
    return (
      <Paper withBorder p="md" component="section" aria-labelledby="live-preview-title">
        <Stack gap="sm" align="center">
          {/* As wide as the card, so the column keeps the spec's 400 px. */}
          <Stack gap={4} w={previewSize.width} maw="100%">
            <Title order={3} id="live-preview-title">
              <Trans>Live Preview</Trans>
            </Title>
            <PreviewStatus unsaved={unsaved} />
          </Stack>
          <PreviewFrame profile={shown} language={previewLanguage} />
        </Stack>
      </Paper>
    );
  }
  return (
    <section aria-labelledby="live-preview-title">
      <VisuallyHidden>
        <Title order={3} id="live-preview-title">
          <Trans>Live Preview</Trans>
        </Title>
      </VisuallyHidden>
      {/* Mounted while the drawer is open too: the drawer gives the focus back to it. */}
      <Button
        fullWidth
        variant="light"
        onClick={() => {
          setWanted(true);
          open();
        }}
        onPointerEnter={preloadPhonePreview}
        onTouchStart={preloadPhonePreview}
        onFocus={preloadPhonePreview}
        aria-expanded={opened}
        leftSection={<IconEye size={18} aria-hidden />}
        rightSection={
          unsaved ? (
            <Badge size="xs" color="yellow.4" c="black" variant="filled" tt="none">
              <Trans>unsaved</Trans>
            </Badge>
          ) : undefined
        }
      >
        <Trans>Show live preview</Trans>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <PreviewDrawer opened={opened} onClose={close}>
            <Stack gap="sm" align="center">
              <Box w="100%" maw={previewSize.width}>
                <PreviewStatus unsaved={unsaved} />
              </Box>
              {opened && <PreviewFrame profile={shown} language={previewLanguage} />}
              <Button
                onClick={close}
                aria-expanded
                fullWidth
                maw={previewSize.width}
                radius="xl"
                size="md"
                variant="default"
              >
                <Trans>Hide live preview</Trans>
              </Button>
            </Stack>
          </PreviewDrawer>
        </Suspense>
      )}
    </section>
  );
}
