import { SimpleGrid, TextInput } from '@mantine/core';
import type { Schemas } from '@/api/client';
import { useSectionForm } from '../../lib/use-section-form';
import { webAddressInputProps } from '../../lib/web-address';
import { locationFormSchema, locationFromProfile, locationRequest } from '../../schemas';
import { SectionForm } from '../section-form';

/** Location: a Google Maps URL and the address; the postal code is an Indian PIN (spec §5). */
export function LocationSection({ profile }: { profile: Schemas['Profile'] }) {
  const { form, ...section } = useSectionForm({
    section: 'location',
    profileId: profile._id,
    initialValues: locationFromProfile(profile),
    schema: locationFormSchema,
    save: async (v, send) => locationFromProfile(await send({ location: locationRequest(v) })),
    preview: locationRequest,
    successMessage: 'Location updated successfully.',
    failureMessage: 'Failed to update location.',
  });
  return (
    <SectionForm label="Location" {...section}>
      <TextInput
        label="Google Maps URL"
        type="url"
        placeholder="maps.app.goo.gl/…"
        {...webAddressInputProps(form, 'googleMapsUrl')}
      />
      <TextInput label="Street" {...form.getInputProps('address.street')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="City" {...form.getInputProps('address.city')} />
        <TextInput label="State" {...form.getInputProps('address.state')} />
        <TextInput
          label="Postal code"
          inputMode="numeric"
          {...form.getInputProps('address.postalCode')}
        />
        <TextInput label="Country" {...form.getInputProps('address.country')} />
      </SimpleGrid>
    </SectionForm>
  );
}
