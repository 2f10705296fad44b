import { SimpleGrid, TextInput } from '@mantine/core';
import type { Schemas } from '@/api/client';
import { socialsKeys } from '@/api/generated/lists/socials-keys.gen';
import { useSectionForm } from '../../lib/use-section-form';
import { webAddressInputProps } from '../../lib/web-address';
import {
  socialsFormSchema,
  socialsFromProfile,
  socialsRequest,
  type SocialsFormValues,
} from '../../schemas';
import { SectionForm } from '../section-form';

/** Each network, and what its field takes besides a full URL (see web-address.ts). */
const fields: Record<keyof SocialsFormValues, { label: string; placeholder: string }> = {
  website: { label: 'Website', placeholder: 'yourname.com' },
  instagram: { label: 'Instagram', placeholder: '@handle or link' },
  youtube: { label: 'YouTube', placeholder: '@handle or link' },
  facebook: { label: 'Facebook', placeholder: 'username or link' },
  x: { label: 'X', placeholder: '@handle or link' },
  justdial: { label: 'Justdial', placeholder: 'justdial.com/…' },
  linkedin: { label: 'LinkedIn', placeholder: 'username or link' },
};
/** In the contract's order (generated). */
const networks = socialsKeys.map((key) => ({ key, ...fields[key] }));

/**
 * Socials: one http(s) URL per network, each optional (spec §5 shared URL rule). A handle
 * (`@owen`) or an address without `https://` is turned into the URL when the field is left.
 */
export function SocialsSection({ profile }: { profile: Schemas['Profile'] }) {
  const { form, ...section } = useSectionForm({
    section: 'socials',
    profileId: profile._id,
    initialValues: socialsFromProfile(profile),
    schema: socialsFormSchema,
    save: async (v, send) => socialsFromProfile(await send({ socials: socialsRequest(v) })),
    preview: socialsRequest,
    successMessage: 'Socials updated successfully.',
    failureMessage: 'Failed to update socials.',
  });
  return (
    <SectionForm label="Socials" {...section}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {networks.map(({ key, label, placeholder }) => (
          <TextInput
            key={key}
            label={label}
            type="text"
            inputMode="url"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            placeholder={placeholder}
            {...webAddressInputProps(form, key, key)}
          />
        ))}
      </SimpleGrid>
    </SectionForm>
  );
}
