import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { EditorPanelProps } from '@/lib/editor-tab';
import { useCardSectionForm } from '../../lib/use-section-form';
import { webAddressInputProps } from '../../lib/web-address';
import { locationForm } from '../../schemas';
import { SectionForm } from '../section-form';

/** Location: a Google Maps URL and the address; the postal code is an Indian PIN (spec §5). */
export function LocationSection({ profile }: EditorPanelProps) {
  const { t } = useLingui();
  const { form, ...section } = useCardSectionForm(profile, locationForm);
  return (
    <SectionForm {...section}>
      <TextInput
        label={t`Google Maps URL`}
        type="url"
        placeholder="maps.app.goo.gl/…"
        {...webAddressInputProps(form, 'googleMapsUrl')}
      />
      <TextInput label={t`Street`} {...form.getInputProps('address.street')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label={t`City`} {...form.getInputProps('address.city')} />
        <TextInput label={t`State`} {...form.getInputProps('address.state')} />
        <TextInput
          label={t`Postal code`}
          inputMode="numeric"
          {...form.getInputProps('address.postalCode')}
        />
        <TextInput label={t`Country`} {...form.getInputProps('address.country')} />
      </SimpleGrid>
    </SectionForm>
  );
}
