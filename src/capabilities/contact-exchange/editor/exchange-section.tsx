import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Switch, Textarea, TextInput } from '@mantine/core';
import type { Schemas } from '@/api/client';
import { useSectionForm } from '@/features/editor/lib/use-section-form';
import { webAddressInputProps } from '@/features/editor/lib/web-address';
import {
  exchangeFormSchema,
  exchangeFromSettings,
  exchangeRequest,
} from '@/features/editor/schemas';
import { SectionForm } from '@/features/editor/components/section-form';

/** The fields an owner may ask visitors for, with their labels on the visitor's form. */
const askable: { value: Schemas['ExchangeField']; label: MessageDescriptor }[] = [
  { value: 'phone', label: msg`Phone` },
  { value: 'company', label: msg`Company` },
  { value: 'jobTitle', label: msg`Job title` },
  { value: 'note', label: msg`Note` },
];

/**
 * Exchange (capability `contactExchange`): 'Contact exchange' on or off, the fields visitors
 * are asked for besides name and e-mail, the notice they read (who receives their data and why)
 * and an optional http(s) privacy-policy link. Saved with the tab's Save like every section;
 * the live preview shows the visitor's form as it will be.
 */
export function ExchangeSection({
  profile,
  settings,
}: {
  profile: Schemas['Profile'];
  settings: Schemas['ExchangeSettings'];
}) {
  const { t, i18n } = useLingui();
  const { form, ...section } = useSectionForm({
    section: 'exchange',
    profileId: profile._id,
    initialValues: exchangeFromSettings(settings),
    schema: exchangeFormSchema,
    save: async (v, send) => {
      const saved = await send({ exchange: exchangeRequest(v) });
      return saved.exchange ? exchangeFromSettings(saved.exchange) : v;
    },
    preview: (v) => ({ ...settings, ...exchangeRequest(v) }),
    successMessage: t`Contact exchange updated successfully.`,
    failureMessage: t`Failed to update contact exchange.`,
  });
  return (
    <SectionForm label={t`Exchange`} {...section}>
      <Switch
        label={t`Contact exchange`}
        description={t`Visitors can leave you their contact on your card.`}
        {...form.getInputProps('enabled', { type: 'checkbox' })}
      />
      <Checkbox.Group
        label={t`Also ask visitors for`}
        description={t`Name and e-mail are always asked; with Phone, either of the two is enough.`}
        {...form.getInputProps('fields')}
      >
        <Group mt="xs">
          {askable.map(({ value, label }) => (
            <Checkbox key={value} value={value} label={i18n._(label)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Textarea
        label={t`Notice visitors read`}
        description={t`Who receives their details and what for. Visitors see it above the form.`}
        autosize
        minRows={2}
        {...form.getInputProps('notice')}
      />
      <TextInput
        label={t`Privacy policy link (optional)`}
        type="url"
        placeholder="example.com/privacy"
        {...webAddressInputProps(form, 'privacyUrl')}
      />
    </SectionForm>
  );
}
