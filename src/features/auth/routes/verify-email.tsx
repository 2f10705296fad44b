import { Title } from '@mantine/core';

/** Placeholder until the feature lands. */
export function VerifyEmailPage() {
  return <Title order={1}>VerifyEmailPage</Title>;
}

