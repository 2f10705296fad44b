import { Trans, useLingui } from '@lingui/react/macro';
import {
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { EditorPanelProps } from '@/lib/editor-tab';
import { useCardSectionForm } from '../../lib/use-section-form';
import { contactForm, type ContactFormValues } from '../../contact-schema';
import { SectionForm } from '../section-form';

/** Spec §3: the selector offers only IN. */
const countryCodes = [{ value: 'IN', label: 'IN (+91)' }];

type PhoneListProps = {
  form: UseFormReturnType<ContactFormValues>;
  list: 'phone' | 'whatsapp';
  title: string;
};

function PhoneEntries({ form, list, title }: PhoneListProps) {
  const { t } = useLingui();
  return (
    <Fieldset legend={title}>
      {form.values[list].map((_, i) => (
        <Stack key={i} gap={6} mb="sm">
          <TextInput
            label={t`${title} ${{ entry: i + 1 }} name`}
            {...form.getInputProps(`${list}.${i}.name`)}
          />
          {/* The code's visible label is short so both inputs line up; its name still says which entry. */}
          <Group align="flex-start" gap="xs" wrap="wrap">
            <NativeSelect
              label={
                <>
                  <VisuallyHidden>{`${title} ${i + 1} `}</VisuallyHidden>
                  <Trans>Country code</Trans>
                </>
              }
              data={countryCodes}
              w={150}
              {...form.getInputProps(`${list}.${i}.code`)}
            />
            <TextInput
              label={t`${title} ${{ entry: i + 1 }} number`}
              inputMode="tel"
              autoComplete="off"
              style={{ flex: 1, minWidth: 140 }}
              {...form.getInputProps(`${list}.${i}.number`)}
            />
          </Group>
        </Stack>
      ))}
    </Fieldset>
  );
}

/**
 * Contact: 2 phones, 2 WhatsApp numbers and 2 e-mails (spec §5 entry rules). An entry's name
 * and number (or address) are checked together as either changes.
 */
export function ContactSection({ profile }: EditorPanelProps) {
  const { t } = useLingui();
  const { form, ...section } = useCardSectionForm(profile, contactForm);
  return (
    <SectionForm {...section}>
      <PhoneEntries form={form} list="phone" title={t`Phone`} />
      <PhoneEntries form={form} list="whatsapp" title={t`WhatsApp`} />
      <Fieldset legend={t`Email`}>
        {form.values.email.map((_, i) => (
          <SimpleGrid key={i} cols={{ base: 1, xs: 2 }} spacing="xs" mb="xs">
            <TextInput
              label={t`Email ${{ entry: i + 1 }} name`}
              {...form.getInputProps(`email.${i}.name`)}
            />
            <TextInput
              label={t`Email ${{ entry: i + 1 }} address`}
              type="email"
              autoComplete="off"
              {...form.getInputProps(`email.${i}.content`)}
            />
          </SimpleGrid>
        ))}
      </Fieldset>
    </SectionForm>
  );
}
