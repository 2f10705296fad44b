import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TextInput } from '@mantine/core';
import { socialsKeys } from '@/api/generated/lists/socials-keys.gen';
import type { EditorPanelProps } from '@/lib/editor-tab';
import { useCardSectionForm } from '../../lib/use-section-form';
import { webAddressInputProps } from '../../lib/web-address';
import { socialsForm, type SocialsFormValues } from '../../schemas';
import { SectionForm } from '../section-form';

/**
 * Each network (its name, the same in every language; the website has none) and what its field
 * takes besides a full URL (see web-address.ts).
 */
const handle = msg`@handle or link`;
const username = msg`username or link`;
const fields: Record<
  keyof SocialsFormValues,
  { label?: string; placeholder: MessageDescriptor | string }
> = {
  website: { placeholder: 'yourname.com' }, // labelled in the reader's language below
  instagram: { label: 'Instagram', placeholder: handle },
  youtube: { label: 'YouTube', placeholder: handle },
  facebook: { label: 'Facebook', placeholder: username },
  x: { label: 'X', placeholder: handle },
  justdial: { label: 'Justdial', placeholder: 'justdial.com/…' },
  linkedin: { label: 'LinkedIn', placeholder: username },
};
/** In the contract's order (generated). */
const networks = socialsKeys.map((key) => ({ key, ...fields[key] }));

/**
 * Socials: one http(s) URL per network, each optional (spec §5 shared URL rule). A handle
 * (`@owen`) or an address without `https://` is turned into the URL when the field is left.
 */
export function SocialsSection({ profile }: EditorPanelProps) {
  const { t, i18n } = useLingui();
  const { form, ...section } = useCardSectionForm(profile, socialsForm);
  return (
    <SectionForm {...section}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {networks.map(({ key, label, placeholder }) => (
          <TextInput
            key={key}
            label={label ?? t`Website`}
            type="text"
            inputMode="url"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            placeholder={typeof placeholder === 'string' ? placeholder : i18n._(placeholder)}
            {...webAddressInputProps(form, key, key)}
          />
        ))}
      </SimpleGrid>
    </SectionForm>
  );
}
