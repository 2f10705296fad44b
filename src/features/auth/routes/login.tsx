import { Title } from '@mantine/core';

/** Placeholder until the feature lands. */
export function LoginPage() {
  return <Title order={1}>LoginPage</Title>;
}

