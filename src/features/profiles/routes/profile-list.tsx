import { Title } from '@mantine/core';

/** Placeholder until the feature lands. */
export function MyProfilesPage() {
  return <Title order={1}>MyProfilesPage</Title>;
}

/** Placeholder until the feature lands. */
export function AllProfilesPage() {
  return <Title order={1}>AllProfilesPage</Title>;
}

