import { Title } from '@mantine/core';

/** Placeholder until the feature lands. */
export function CreateProfilePage() {
  return <Title order={1}>CreateProfilePage</Title>;
}

