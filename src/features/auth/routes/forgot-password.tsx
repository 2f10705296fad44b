import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAppForm } from '@/components/use-app-form';
import { EmailField } from '@/components/email-field';
import { SubmitButton } from '@/components/submit-button';
import { useForgotPassword } from '../api';
import { AuthCard } from '../components/auth-card';
import {
  forgotPasswordFormSchema,
  forgotPasswordInitialValues,
  type ForgotPasswordFormValues,
} from '../schemas';
import { href } from '@/config/paths';

/**
 * /forgot-password (spec §2): Email and 'Send Email'. Success: 'Password reset link sent to
 * your email.' (the form stays, so the visitor can send again). Failure: the server's
 * message or 'Failed to initiate password reset.'.
 */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const forgot = useForgotPassword();
  const { form, submit } = useAppForm({
    initialValues: forgotPasswordInitialValues as ForgotPasswordFormValues,
    schema: forgotPasswordFormSchema,
    pending: forgot.isPending,
    send: (values) => forgot.mutateAsync({ body: { email: values.email.trim() } }),
    success: t`Password reset link sent to your email.`,
    failure: t`Failed to initiate password reset.`,
  });

  return (
    <AuthCard
      title={t`Forgot Password ?`}
      description={t`No worries. We will send you a password reset link.`}
      onSubmit={submit}
    >
      <EmailField {...form.getInputProps('email')} />
      <SubmitButton pending={forgot.isPending} fullWidth>
        <Trans>Send Email</Trans>
      </SubmitButton>
      <Anchor component={Link} to={href('login')} size="sm" ta="center">
        <Trans>Back to Login</Trans>
      </Anchor>
    </AuthCard>
  );
}
