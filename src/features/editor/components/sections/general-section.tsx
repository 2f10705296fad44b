import { useLingui } from '@lingui/react/macro';
import { Textarea, TextInput } from '@mantine/core';
import type { EditorPanelProps } from '@/lib/editor-tab';
import { useCardSectionForm } from '../../lib/use-section-form';
import { generalForm } from '../../schemas';
import { SectionForm } from '../section-form';

/** General: name (required, 'Cannot be empty'), tag line and description (spec §5). */
export function GeneralSection({ profile }: EditorPanelProps) {
  const { t } = useLingui();
  const { form, ...section } = useCardSectionForm(profile, generalForm);
  return (
    <SectionForm {...section}>
      <TextInput label={t`Name`} withAsterisk {...form.getInputProps('name')} />
      <TextInput label={t`Tag line`} {...form.getInputProps('tagLine')} />
      <Textarea
        label={t`Description`}
        rows={4}
        resize="vertical"
        {...form.getInputProps('description')}
      />
    </SectionForm>
  );
}
