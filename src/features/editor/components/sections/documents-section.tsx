import { useLingui } from '@lingui/react/macro';
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { EditorPanelProps } from '@/lib/editor-tab';
import { useCardSectionForm } from '../../lib/use-section-form';
import { webAddressInputProps } from '../../lib/web-address';
import { documentsForm } from '../../schemas';
import { SectionForm } from '../section-form';

/** Documents: up to 3, each a name and an http(s) URL, both or neither (spec §5). */
export function DocumentsSection({ profile }: EditorPanelProps) {
  const { t } = useLingui();
  const { form, ...section } = useCardSectionForm(profile, documentsForm);
  return (
    <SectionForm {...section}>
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
