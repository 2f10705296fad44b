import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, TextInput } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { PhoneFields, toUserPhone } from '@/components/phone-fields';
import { useAppForm } from '@/components/use-app-form';
import { EmailField } from '@/components/email-field';
import { NewPasswordFields } from '@/components/new-password-fields';
import { SubmitButton } from '@/components/submit-button';
import { useRegister } from '../api';
import { AuthCard } from '../components/auth-card';
import {
  registerFormSchema,
  registerInitialValues,
  type RegisterFormValues,
} from '../register-schema';
import { href } from '@/config/paths';

/**
 * /register (spec §2): Name, Email, Country code, Phone number, Password, Retype password.
 * The retype never leaves the browser. Success sets the (unverified) user, shows
 * 'Registration Successful. Please Verify your email.' and goes to /verify-email. Failure:
 * the server's message or 'Registration Failed.'; the form keeps what was typed.
 */
export function RegisterPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const register = useRegister();
  const { form, submit } = useAppForm({
    initialValues: registerInitialValues as RegisterFormValues,
    schema: registerFormSchema,
    pending: register.isPending,
    send: ({ confirmPassword: _retype, ...values }) =>
      register.mutateAsync({
        body: {
          ...values,
          name: values.name.trim(),
          email: values.email.trim(),
          phone: toUserPhone(values.phone),
        },
      }),
    onSuccess: () => {
      void navigate(href('verifyEmail'));
    },
    success: t`Registration Successful. Please Verify your email.`,
    failure: t`Registration Failed.`,
  });

  return (
    <AuthCard
      title={t`Create an Account`}
      description={t`Register to create and manage your digital cards.`}
      onSubmit={submit}
    >
      <TextInput label={t`Name`} autoComplete="name" {...form.getInputProps('name')} />
      <EmailField {...form.getInputProps('email')} />
      <PhoneFields
        codeProps={form.getInputProps('phone.code')}
        numberProps={form.getInputProps('phone.number')}
      />
      <NewPasswordFields
        password={{ label: t`Password`, input: form.getInputProps('password') }}
        retype={{ label: t`Retype password`, input: form.getInputProps('confirmPassword') }}
      />
      <SubmitButton pending={register.isPending} fullWidth>
        <Trans>Register</Trans>
      </SubmitButton>
      <Anchor component={Link} to={href('login')} size="sm" ta="center">
        <Trans>Already have an account ? Login now.</Trans>
      </Anchor>
    </AuthCard>
  );
}
