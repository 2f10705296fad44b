import { useLingui } from '@lingui/react/macro';
import { Textarea, TextInput } from '@mantine/core';
import type { Schemas } from '@/api/client';
import { useSectionForm } from '../../lib/use-section-form';
import { generalFormSchema, generalFromProfile } from '../../schemas';
import { SectionForm } from '../section-form';

/** General: name (required, 'Cannot be empty'), tag line and description (spec §5). */
export function GeneralSection({ profile }: { profile: Schemas['Profile'] }) {
  const { t } = useLingui();
  const { form, ...section } = useSectionForm({
    section: 'general',
    profileId: profile._id,
    initialValues: generalFromProfile(profile),
    schema: generalFormSchema,
    save: async (v, send) =>
      generalFromProfile(
        await send({
          general: { name: v.name.trim(), tagLine: v.tagLine.trim(), description: v.description },
        }),
      ),
    preview: (v) => ({
      name: v.name.trim(),
      tagLine: v.tagLine.trim(),
      description: v.description,
    }),
    successMessage: t`General data updated successfully.`,
    failureMessage: t`Failed to update general data.`,
  });
  return (
    <SectionForm label={t`General`} {...section}>
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
