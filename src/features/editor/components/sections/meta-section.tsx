import { Switch, TextInput } from '@mantine/core';
import type { Schemas } from '@/api/client';
import { useUpdateSection } from '../../api/editor-queries';
import { useSectionForm } from '../../lib/use-section-form';
import { metaFormSchema, metaFromProfile, metaRequest } from '../../schemas';
import { SectionForm } from '../section-form';

/**
 * Meta (admins only, spec §6): the owner's e-mail (a registered user; empty clears the owner)
 * and whether the card is active (an inactive card's public page is refused).
 */
export function MetaSection({ profile }: { profile: Schemas['Profile'] }) {
  const { save } = useUpdateSection(profile._id);
  const { form, ...section } = useSectionForm({
    section: 'meta',
    initialValues: metaFromProfile(profile),
    schema: metaFormSchema,
    save: async (v) => metaFromProfile(await save({ meta: metaRequest(v) })),
    preview: () => undefined,
    successMessage: 'Meta details updated successfully.',
    failureMessage: 'Failed to update meta details.',
  });
  return (
    <SectionForm label="Meta" {...section}>
      <TextInput
        label="Owner email"
        type="email"
        autoComplete="off"
        description="Leave empty to remove the owner."
        {...form.getInputProps('owner')}
      />
      <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </SectionForm>
  );
}
