import { Title } from '@mantine/core';

/** Placeholder until the feature lands. */
export function ResetPasswordPage() {
  return <Title order={1}>ResetPasswordPage</Title>;
}

