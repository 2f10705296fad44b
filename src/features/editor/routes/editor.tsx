import { Title } from '@mantine/core';

/** Placeholder until the feature lands. */
export function OwnerEditorPage() {
  return <Title order={1}>OwnerEditorPage</Title>;
}

/** Placeholder until the feature lands. */
export function AdminEditorPage() {
  return <Title order={1}>AdminEditorPage</Title>;
}

