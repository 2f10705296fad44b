import { useLingui } from '@lingui/react/macro';
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { Schemas } from '@/api/client';
import { useSectionForm } from '../../lib/use-section-form';
import { webAddressInputProps } from '../../lib/web-address';
import { otherFormSchema, otherFromProfile, otherRequest } from '../../schemas';
import { SectionForm } from '../section-form';

/** Other: UPI payee name and ID (NPCI VPA format, both or neither) and a review URL (spec §5). */
export function OtherSection({ profile }: { profile: Schemas['Profile'] }) {
  const { t } = useLingui();
  const { form, ...section } = useSectionForm({
    section: 'other',
    profileId: profile._id,
    initialValues: otherFromProfile(profile),
    schema: otherFormSchema,
    save: async (v, send) => otherFromProfile(await send({ other: otherRequest(v) })),
    preview: otherRequest,
    successMessage: t`Other details updated successfully.`,
    failureMessage: t`Failed to update other details.`,
  });
  return (
    <SectionForm label={t`Other`} {...section}>
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
