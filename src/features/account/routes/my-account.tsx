import { Title } from '@mantine/core';

/** Placeholder until the feature lands. */
export function MyAccountPage() {
  return <Title order={1}>MyAccountPage</Title>;
}

