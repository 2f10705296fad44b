import { Title } from '@mantine/core';

/** Placeholder until the feature lands. */
export function ForgotPasswordPage() {
  return <Title order={1}>ForgotPasswordPage</Title>;
}

