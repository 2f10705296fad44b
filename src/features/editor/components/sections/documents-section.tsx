import { useLingui } from '@lingui/react/macro';
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { Schemas } from '@/api/client';
import { useSectionForm } from '../../lib/use-section-form';
import { webAddressInputProps } from '../../lib/web-address';
import { documentsFormSchema, documentsFromProfile, documentsRequest } from '../../schemas';
import { SectionForm } from '../section-form';

/** Documents: up to 3, each a name and an http(s) URL, both or neither (spec §5). */
export function DocumentsSection({ profile }: { profile: Schemas['Profile'] }) {
  const { t } = useLingui();
  const { form, ...section } = useSectionForm({
    section: 'documents',
    profileId: profile._id,
    initialValues: documentsFromProfile(profile),
    schema: documentsFormSchema,
    save: async (v, send) => documentsFromProfile(await send({ documents: documentsRequest(v) })),
    preview: documentsRequest,
    successMessage: t`Documents updated successfully.`,
    failureMessage: t`Failed to update documents.`,
    // The form nests the list under `documents` (the request body is the bare list).
    errorPath: (path) => `documents.${path}`,
  });
  return (
    <SectionForm label={t`Documents`} {...section}>
      {form.values.documents.map((_, i) => (
        <Fieldset key={i} legend={t`Document ${{ entry: i + 1 }}`}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <TextInput
              label={t`Document ${{ entry: i + 1 }} name`}
              {...form.getInputProps(`documents.${i}.name`)}
            />
            <TextInput
              label={t`Document ${{ entry: i + 1 }} URL`}
              type="url"
              placeholder="example.com/menu.pdf"
              {...webAddressInputProps(form, `documents.${i}.content`)}
            />
          </SimpleGrid>
        </Fieldset>
      ))}
    </SectionForm>
  );
}
