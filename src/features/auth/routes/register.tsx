import { Title } from '@mantine/core';

/** Placeholder until the feature lands. */
export function RegisterPage() {
  return <Title order={1}>RegisterPage</Title>;
}

