import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAppForm } from '@/components/use-app-form';
import { EmailField } from '@/components/email-field';
import { SubmitButton } from '@/components/submit-button';
import { useForgotPassword } from '../api';
import { authCopy } from '../auth-copy';
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
  const forgot = useForgotPassword();
  const { form, submit } = useAppForm({
    initialValues: forgotPasswordInitialValues as ForgotPasswordFormValues,
    schema: forgotPasswordFormSchema,
    pending: forgot.isPending,
    send: (values) => forgot.mutateAsync({ body: { email: values.email.trim() } }),
    success: 'Password reset link sent to your email.',
    failure: 'Failed to initiate password reset.',
  });

  return (
    <AuthCard {...authCopy.forgotPassword} onSubmit={submit}>
      <EmailField {...form.getInputProps('email')} />
      <SubmitButton pending={forgot.isPending} fullWidth>
        Send Email
      </SubmitButton>
      <Anchor component={Link} to={href('login')} size="sm" ta="center">
        Back to Login
      </Anchor>
    </AuthCard>
  );
}
