import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Stack, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconPencilOff } from '@tabler/icons-react';
import { useState } from 'react';
import type { Schemas } from '@/api/client';
import { PhoneFields, toUserPhone } from '@/components/phone-fields';
import { useAppForm } from '@/components/use-app-form';
import { SubmitButton } from '@/components/submit-button';
import { useUpdateUser } from '../api';
import { AccountSection } from './account-section';
import { detailsFormSchema, detailsOf, type DetailsFormValues } from '../schemas';

/**
 * 'My Details' (spec §2): name, country code and phone number, locked until the edit icon
 * is pressed; then 'Edit Details' saves. Pressing the icon again discards the edits.
 * Success: the user from the response, 'Details edited successfully.', locked again.
 * Failure: the server's message or 'Failed to edit details.'; the edits stay.
 */
export function DetailsForm({ user }: { user: Schemas['User'] }) {
  const { t } = useLingui();
  const update = useUpdateUser();
  const [editing, setEditing] = useState(false);
  const { form, submit, restart } = useAppForm({
    initialValues: detailsOf(user) as DetailsFormValues,
    schema: detailsFormSchema,
    pending: update.isPending,
    send: (values) =>
      update.mutateAsync({
        params: { path: { id: user._id } },
        body: { name: values.name.trim(), phone: toUserPhone(values.phone) },
      }),
    onSuccess: ({ data }) => {
      restart(detailsOf(data.user));
      setEditing(false);
    },
    success: t`Details edited successfully.`,
    failure: t`Failed to edit details.`,
  });

  const toggleEditing = () => {
    if (editing) restart();
    setEditing(!editing);
  };

  // Locked values stay readable (Mantine fades disabled inputs to 60 %); the grey field
  // and the not-allowed cursor still say they are locked.
  const styles = { input: { opacity: 1, color: 'var(--mantine-color-text)' } };
  const label = editing ? t`Cancel editing details` : t`Edit details`;
  return (
    <AccountSection titleId="my-details-title" onSubmit={submit}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h3" id="my-details-title">
          <Trans>My Details</Trans>
        </Title>
        <Tooltip label={label}>
          <ActionIcon
            variant={editing ? 'filled' : 'light'}
            size="lg"
            aria-label={t`Edit details`}
            aria-pressed={editing}
            onClick={toggleEditing}
            disabled={update.isPending}
          >
            {editing ? (
              <IconPencilOff size={18} aria-hidden />
            ) : (
              <IconPencil size={18} aria-hidden />
            )}
          </ActionIcon>
        </Tooltip>
      </Group>
      <fieldset disabled={!editing} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <TextInput
            label={t`Name`}
            autoComplete="name"
            styles={styles}
            {...form.getInputProps('name')}
          />
          <PhoneFields
            codeProps={form.getInputProps('phone.code')}
            numberProps={form.getInputProps('phone.number')}
            styles={styles}
          />
        </Stack>
      </fieldset>
      {editing && (
        <Group justify="flex-end">
          <SubmitButton pending={update.isPending}>
            <Trans>Edit Details</Trans>
          </SubmitButton>
        </Group>
      )}
    </AccountSection>
  );
}
