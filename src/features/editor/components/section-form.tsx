import { Button, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

type SectionFormProps = {
  /** The form's accessible name (its tab's name). */
  label: string;
  submit: FormEventHandler<HTMLFormElement>;
  onBlur: () => void;
  dirty: boolean;
  submitting: boolean;
  children: ReactNode;
};

/**
 * The frame of one editor section: its own form with a Save button that works only when the
 * form has changes and shows a spinner (disabled) while saving (spec §4).
 */
export function SectionForm({
  label,
  submit,
  onBlur,
  dirty,
  submitting,
  children,
}: SectionFormProps) {
  return (
    <form onSubmit={submit} onBlur={onBlur} noValidate aria-label={label}>
      <Stack gap="sm">
        {children}
        <Group justify="flex-end">
          <Button type="submit" disabled={!dirty || submitting} loading={submitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
