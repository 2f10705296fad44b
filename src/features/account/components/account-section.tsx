import { Paper, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * One section of My Account (spec §2): a bordered card holding one form, labelled by its
 * heading (`titleId`), validated by the app's own messages (`noValidate`).
 */
export function AccountSection({
  titleId,
  onSubmit,
  children,
}: {
  titleId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">{children}</Stack>
      </form>
    </Paper>
  );
}
