import { serverMessage } from '@/components/server-messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ColorSwatch, Group, Paper, Radio, Stack, Title } from '@mantine/core';
import type { Schemas } from '@/api/client';
import { accentHex } from '@/card/profile-card/card-style';
import { toast } from '@/lib/toast';
import { accentValues } from '@/api/generated/lists/accent-values.gen';
import { themeValues } from '@/api/generated/lists/theme-values.gen';
import { useUpdateSection } from '../api/editor-queries';
import { useReportUnsaved } from '../lib/unsaved-changes';
import { UnreadableNotice } from './section-form';

export type StyleSelection = Schemas['StyleUpdate'];

const themeLabels: Record<Schemas['Theme'], MessageDescriptor> = {
  dark: msg`Dark`,
  light: msg`Light`,
};
const accentLabels: Record<Schemas['Accent'], MessageDescriptor> = {
  blue: msg`Blue`,
  'dark-green': msg`Dark green`,
  red: msg`Red`,
  orange: msg`Orange`,
  'dark-purple': msg`Dark purple`,
  pink: msg`Pink`,
};

type StyleEditorProps = {
  profile: Schemas['Profile'];
  /** The unsaved choice (shown at once by the live preview). */
  selection: StyleSelection;
  onSelectionChange: (selection: StyleSelection) => void;
};

/**
 * 'Edit Styles' (spec §4): choosing a theme or accent marks the style dirty and the preview
 * follows at once; 'Save styles' appears and sends only the chosen fields; saving clears the
 * choice. Choosing the saved value again un-chooses it.
 */
export function StyleEditor({ profile, selection, onSelectionChange }: StyleEditorProps) {
  const { t, i18n } = useLingui();
  const { save, pending } = useUpdateSection(profile._id);
  const chosen = Object.keys(selection).length > 0;
  useReportUnsaved('style', chosen);

  const choose = <K extends keyof StyleSelection>(
    key: K,
    value: NonNullable<StyleSelection[K]>,
  ) => {
    const next = { ...selection };
    if (profile.style[key] === value) delete next[key];
    else next[key] = value;
    onSelectionChange(next);
  };

  const submit = async () => {
    if (!chosen || pending) return;
    try {
      await save({ style: selection });
      onSelectionChange({});
      toast.success(t`Styles updated successfully.`);
    } catch (error) {
      toast.error(serverMessage(i18n, error, t`Failed to update styles.`));
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="edit-styles-title">
      <Stack gap="md">
        <UnreadableNotice section="style" />
        <Title order={3} id="edit-styles-title">
          <Trans>Edit Styles</Trans>
        </Title>
        <Radio.Group
          label={t`Theme`}
          value={selection.theme ?? profile.style.theme}
          onChange={(value) => choose('theme', value as Schemas['Theme'])}
        >
          <Group mt="xs">
            {themeValues.map((theme) => (
              <Radio key={theme} value={theme} label={i18n._(themeLabels[theme])} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group
          label={t`Accent`}
          value={selection.accent ?? profile.style.accent}
          onChange={(value) => choose('accent', value as Schemas['Accent'])}
        >
          <Group mt="xs" gap="md">
            {accentValues.map((accent) => (
              <Radio
                key={accent}
                value={accent}
                label={
                  <Group gap={6} wrap="nowrap" component="span">
                    <ColorSwatch component="span" color={accentHex[accent]} size={18} aria-hidden />
                    {i18n._(accentLabels[accent])}
                  </Group>
                }
              />
            ))}
          </Group>
        </Radio.Group>
        {chosen && (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onSelectionChange({})} disabled={pending}>
              <Trans>Discard style changes</Trans>
            </Button>
            <Button onClick={() => void submit()} loading={pending} disabled={pending}>
              <Trans>Save styles</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
