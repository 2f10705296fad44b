import { Anchor, Group } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PasswordField } from '@/components/password-field';
import { useAppForm } from '@/components/use-app-form';
import { EmailField } from '@/components/email-field';
import { SubmitButton } from '@/components/submit-button';
import { useLogin } from '../api';
import { AuthCard } from '../components/auth-card';
import { loginFormSchema, loginInitialValues, type LoginFormValues } from '../schemas';
import { href } from '@/config/paths';
import { dashboardReturnPath } from '@/lib/auth/return-path';

/**
 * /login (spec §2): Email and Password. Success sets the user, 'Logged in successfully.'
 * and /dashboard (whose guard sends an unverified user on to /verify-email, spec §4), or the
 * dashboard page `?redirectTo=` names (a guard or a lost session sent the person here from it;
 * `dashboardReturnPath` keeps only the dashboard's own pages).
 * Failure: the server's message or 'Login failed.'; the form keeps what was typed.
 */
export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const login = useLogin();
  const { form, submit } = useAppForm({
    initialValues: loginInitialValues as LoginFormValues,
    schema: loginFormSchema,
    pending: login.isPending,
    send: (values) =>
      login.mutateAsync({ body: { email: values.email.trim(), password: values.password } }),
    onSuccess: () => {
      // Replacing /login: Back from the signed-in page leaves it, not to a login that bounces.
      void navigate(dashboardReturnPath(search.get('redirectTo')) ?? href('dashboard'), {
        replace: true,
      });
    },
    success: t`Logged in successfully.`,
    failure: t`Login failed.`,
  });

  return (
    <AuthCard
      title={t`Login`}
      description={t`Welcome back. Log in to manage your cards.`}
      onSubmit={submit}
    >
      <EmailField {...form.getInputProps('email')} />
      <PasswordField label={t`Password`} {...form.getInputProps('password')} />
      <Group justify="flex-end" mt={-8}>
        <Anchor component={Link} to={href('forgotPassword')} size="sm">
          <Trans>Forgot Password ?</Trans>
        </Anchor>
      </Group>
      <SubmitButton pending={login.isPending} fullWidth>
        <Trans>Login</Trans>
      </SubmitButton>
      <Anchor component={Link} to={href('register')} size="sm" ta="center">
        <Trans>Create an Account</Trans>
      </Anchor>
    </AuthCard>
  );
}
