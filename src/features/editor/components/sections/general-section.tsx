import { Textarea, TextInput } from '@mantine/core';
import type { Schemas } from '@/api/client';
import { useSectionForm } from '../../lib/use-section-form';
import { generalFormSchema, generalFromProfile } from '../../schemas';
import { SectionForm } from '../section-form';

/** General: name (required, 'Cannot be empty'), tag line and description (spec §5). */
export function GeneralSection({ profile }: { profile: Schemas['Profile'] }) {
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
    successMessage: 'General data updated successfully.',
    failureMessage: 'Failed to update general data.',
  });
  return (
    <SectionForm label="General" {...section}>
      <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
      <TextInput label="Tag line" {...form.getInputProps('tagLine')} />
      <Textarea
        label="Description"
        rows={4}
        resize="vertical"
        {...form.getInputProps('description')}
      />
    </SectionForm>
  );
}
