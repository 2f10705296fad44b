import { SimpleGrid, TextInput } from '@mantine/core';
import type { Schemas } from '@/api/client';
import { useUpdateSection } from '../../api/editor-queries';
import { useSectionForm } from '../../lib/use-section-form';
import {
  socialsFormSchema,
  socialsFromProfile,
  socialsRequest,
  type SocialsFormValues,
} from '../../schemas';
import { SectionForm } from '../section-form';

const networks: { key: keyof SocialsFormValues; label: string }[] = [
  { key: 'website', label: 'Website' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'x', label: 'X' },
  { key: 'justdial', label: 'Justdial' },
  { key: 'linkedin', label: 'LinkedIn' },
];

/** Socials: one http(s) URL per network, each optional (spec §5 shared URL rule). */
export function SocialsSection({ profile }: { profile: Schemas['Profile'] }) {
  const { save } = useUpdateSection(profile._id);
  const { form, ...section } = useSectionForm({
    section: 'socials',
    initialValues: socialsFromProfile(profile),
    schema: socialsFormSchema,
    save: async (v) => socialsFromProfile(await save({ socials: socialsRequest(v) })),
    preview: socialsRequest,
    successMessage: 'Socials updated successfully.',
    failureMessage: 'Failed to update socials.',
  });
  return (
    <SectionForm label="Socials" {...section}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {networks.map(({ key, label }) => (
          <TextInput
            key={key}
            label={label}
            type="url"
            placeholder="https://"
            {...form.getInputProps(key)}
          />
        ))}
      </SimpleGrid>
    </SectionForm>
  );
}
