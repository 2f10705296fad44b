import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Title } from '@mantine/core';
import type { Schemas } from '@/api/client';
import { PasswordField } from '@/components/password-field';
import { useAppForm } from '@/components/use-app-form';
import { NewPasswordFields } from '@/components/new-password-fields';
import { SubmitButton } from '@/components/submit-button';
import { useUpdateUser } from '../api';
import { AccountSection } from './account-section';
import { passwordFormSchema, passwordInitialValues, type PasswordFormValues } from '../schemas';

/**
 * 'Change Password' (spec §2, §5): Old password, New password, Retype new password, each
 * with a show/hide toggle; the retype is not sent. Success: 'Password edited successfully.'
 * and an empty form. Failure: the server's message (e.g. a wrong old password, also shown on
 * that field) or 'Failed to edit password.'; what was typed stays.
 */
export function PasswordForm({ user }: { user: Schemas['User'] }) {
  const { t } = useLingui();
  const update = useUpdateUser();
  const { form, submit, restart } = useAppForm({
    initialValues: passwordInitialValues as PasswordFormValues,
    schema: passwordFormSchema,
    pending: update.isPending,
    send: ({ oldPassword, newPassword }) =>
      update.mutateAsync({
        params: { path: { id: user._id } },
        body: { oldPassword, newPassword },
      }),
    onSuccess: () => {
      restart();
    },
    success: t`Password edited successfully.`,
    failure: t`Failed to edit password.`,
  });

  return (
    <AccountSection titleId="change-password-title" onSubmit={submit}>
      <Title order={2} size="h3" id="change-password-title">
        <Trans>Change Password</Trans>
      </Title>
      <PasswordField
        label={t`Old password`}
        autoComplete="current-password"
        {...form.getInputProps('oldPassword')}
      />
      <NewPasswordFields
        password={{ label: t`New password`, input: form.getInputProps('newPassword') }}
        retype={{
          label: t`Retype new password`,
          input: form.getInputProps('confirmNewPassword'),
        }}
      />
      <Group justify="flex-end">
        <SubmitButton pending={update.isPending}>
          <Trans>Change Password</Trans>
        </SubmitButton>
      </Group>
    </AccountSection>
  );
}
