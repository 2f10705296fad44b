import { Group, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/client';
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
  const { user } = useSession();
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
    success: 'Email verified successfully.',
    failure: 'Verification Failed',
  });

  const resendCode = () => {
    if (resend.isPending || countdown.remaining > 0) return;
    resend.mutate(
      {},
      {
        onSuccess: () => {
          countdown.restart();
          toast.success('New code sent to your email.');
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to send new code.')),
      },
    );
  };

  const waiting = countdown.remaining > 0;
  return (
    <AuthCard
      title="Verify your email"
      description={
        <>
          We sent a 6-digit code to <b>{user?.email ?? 'your email'}</b>. Enter it below to activate
          your account.
        </>
      }
      onSubmit={submit}
    >
      <TextInput
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={limits.codeLength}
        styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
        {...form.getInputProps('code')}
      />
      <SubmitButton pending={verify.isPending} fullWidth>
        Verify
      </SubmitButton>
      <Group justify="center" gap={6}>
        <Text size="sm" c="dimmed">
          Didn&apos;t get it?
        </Text>
        <UnstyledButton
          onClick={resendCode}
          disabled={waiting || resend.isPending}
          fz="sm"
          fw={600}
          c={waiting ? 'dimmed' : 'indigo.7'}
          td={waiting ? undefined : 'underline'}
        >
          Resend code
        </UnstyledButton>
        {waiting && (
          <Text size="sm" c="dimmed" aria-live="off">
            in {countdown.remaining}s
          </Text>
        )}
      </Group>
    </AuthCard>
  );
}
