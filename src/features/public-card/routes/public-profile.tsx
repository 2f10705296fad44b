import { Title } from '@mantine/core';

/** Placeholder until the feature lands. */
export function PublicProfilePage() {
  return <Title order={1}>PublicProfilePage</Title>;
}

