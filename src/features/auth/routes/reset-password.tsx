import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAppForm } from '@/components/use-app-form';
import { NewPasswordFields } from '@/components/new-password-fields';
import { SubmitButton } from '@/components/submit-button';
import { useResetPassword } from '../api';
import { AuthCard } from '../components/auth-card';
import {
  resetPasswordFormSchema,
  resetPasswordInitialValues,
  type ResetPasswordFormValues,
} from '../schemas';
import { href } from '@/config/paths';

/**
 * /reset-password/{resetToken} (spec §2): Password, Retype password and 'Change'. Only the
 * password is sent. Success: 'Password reset successful. Please login.' and /login (spec
 * §4). Failure (e.g. an expired link): the server's message or 'Password reset failed.'.
 */
export function ResetPasswordPage() {
  const { resetToken = '' } = useParams();
  const { t } = useLingui();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { form, submit } = useAppForm({
    initialValues: resetPasswordInitialValues as ResetPasswordFormValues,
    schema: resetPasswordFormSchema,
    pending: reset.isPending,
    send: (values) =>
      reset.mutateAsync({
        params: { path: { resetToken } },
        body: { password: values.password },
      }),
    onSuccess: () => void navigate(href('login'), { replace: true }),
    success: t`Password reset successful. Please login.`,
    failure: t`Password reset failed.`,
  });

  return (
    <AuthCard
      title={t`Reset Password`}
      description={t`Choose a new password for your account.`}
      onSubmit={submit}
    >
      <NewPasswordFields
        password={{ label: t`Password`, input: form.getInputProps('password') }}
        retype={{ label: t`Retype password`, input: form.getInputProps('confirmPassword') }}
      />
      <SubmitButton pending={reset.isPending} fullWidth>
        <Trans>Change</Trans>
      </SubmitButton>
      <Anchor component={Link} to={href('login')} size="sm" ta="center">
        <Trans>Back to Login</Trans>
      </Anchor>
    </AuthCard>
  );
}
