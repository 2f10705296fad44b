import { useLingui } from '@lingui/react/macro';
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { EditorPanelProps } from '@/lib/editor-tab';
import { useCardSectionForm } from '../../lib/use-section-form';
import { webAddressInputProps } from '../../lib/web-address';
import { otherForm } from '../../schemas';
import { SectionForm } from '../section-form';

/** Other: UPI payee name and ID (NPCI VPA format, both or neither) and a review URL (spec §5). */
export function OtherSection({ profile }: EditorPanelProps) {
  const { t } = useLingui();
  const { form, ...section } = useCardSectionForm(profile, otherForm);
  return (
    <SectionForm {...section}>
      <Fieldset legend={t`UPI payment`}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput label={t`UPI payee name`} {...form.getInputProps('upi.name')} />
          <TextInput
            label={t`UPI ID`}
            placeholder="name@bank"
            autoComplete="off"
            {...form.getInputProps('upi.content')}
          />
        </SimpleGrid>
      </Fieldset>
      <TextInput
        label={t`Google review URL`}
        type="url"
        placeholder="g.page/r/…"
        {...webAddressInputProps(form, 'googleReviewUrl')}
      />
    </SectionForm>
  );
}
