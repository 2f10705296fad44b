import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '@/components/server-messages';
import { useAppForm } from '@/components/use-app-form';
import { SubmitButton } from '@/components/submit-button';
import { useSession } from '@/lib/auth/session';
import { toast } from '@/lib/toast';
import { limits } from '@/lib/validation/rules';
import { useResendCode, useVerifyEmail } from '../api';
import { AuthCard } from '../components/auth-card';
import { useCountdown } from '../hooks/use-countdown';
import {
  verifyEmailFormSchema,
  verifyEmailInitialValues,
  type VerifyEmailFormValues,
} from '../schemas';
import { href } from '@/config/paths';

/**
 * /verify-email (spec §2, §4, §9): a 6-character Verification code and 'Verify'. Success
 * sets the verified user, 'Email verified successfully.' and /dashboard. The resend link is
 * disabled for 30 seconds, and again for 30 after each successful resend.
 */
export function VerifyEmailPage() {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const email = user?.email;
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const resend = useResendCode();
  const countdown = useCountdown(limits.resendWaitSeconds);
  const { form, submit } = useAppForm({
    initialValues: verifyEmailInitialValues as VerifyEmailFormValues,
    schema: verifyEmailFormSchema,
    pending: verify.isPending,
    send: (values) => verify.mutateAsync({ body: { code: values.code } }),
    onSuccess: () => {
      void navigate(href('dashboard'));
    },
    success: t`Email verified successfully.`,
    failure: t`Verification Failed`,
  });

  const resendCode = () => {
    if (resend.isPending || countdown.remaining > 0) return;
    resend.mutate(
      {},
      {
        onSuccess: () => {
          countdown.restart();
          toast.success(t`New code sent to your email.`);
        },
        onError: (error) => toast.error(serverMessage(i18n, error, t`Failed to send new code.`)),
      },
    );
  };

  const waiting = countdown.remaining > 0;
  return (
    <AuthCard
      title={t`Verify your email`}
      description={
        email ? (
          <Trans>
            We sent a 6-digit code to <b>{email}</b>. Enter it below to activate your account.
          </Trans>
        ) : (
          <Trans>
            We sent a 6-digit code to your email. Enter it below to activate your account.
          </Trans>
        )
      }
      onSubmit={submit}
    >
      <TextInput
        label={t`Verification code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={limits.codeLength}
        styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
        {...form.getInputProps('code')}
      />
      <SubmitButton pending={verify.isPending} fullWidth>
        <Trans>Verify</Trans>
      </SubmitButton>
      <Group justify="center" gap={6}>
        <Text size="sm" c="dimmed">
          <Trans>Didn&apos;t get it?</Trans>
        </Text>
        <UnstyledButton
          onClick={resendCode}
          disabled={waiting || resend.isPending}
          fz="sm"
          fw={600}
          c={waiting ? 'dimmed' : 'indigo.7'}
          td={waiting ? undefined : 'underline'}
        >
          <Trans>Resend code</Trans>
        </UnstyledButton>
        {waiting && (
          <Text size="sm" c="dimmed" aria-live="off">
            <Trans>in {{ seconds: countdown.remaining }}s</Trans>
          </Text>
        )}
      </Group>
    </AuthCard>
  );
}
