import { Alert, Button, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useSectionUnreadable } from '../lib/unreadable-sections';

/** Shown above a section whose stored value did not match the contract (issue #9). */
export const unreadableNotice =
  "The server's value of this section could not be read. It shows what could be read; save to store a correct one.";

/** The notice of {@link unreadableNotice}, shown only when `section` (e.g. `style`) was repaired. */
export function UnreadableNotice({ section }: { section: string }) {
  if (!useSectionUnreadable(section)) return null;
  return (
    <Alert color="yellow" variant="light" role="status">
      {unreadableNotice}
    </Alert>
  );
}

type SectionFormProps = {
  /** The form's accessible name (its tab's name). */
  label: string;
  /** The card section it edits (default: the label in lower case, e.g. `contact`). */
  section?: string;
  submit: FormEventHandler<HTMLFormElement>;
  onBlur: () => void;
  dirty: boolean;
  submitting: boolean;
  children: ReactNode;
};

/**
 * The frame of one editor section: its own form with a Save button that works only when the
 * form has changes and shows a spinner (disabled) while saving (spec §4). When the server's
 * value of the section could not be read, a notice says so.
 */
export function SectionForm({
  label,
  section = label.toLowerCase(),
  submit,
  onBlur,
  dirty,
  submitting,
  children,
}: SectionFormProps) {
  return (
    <form onSubmit={submit} onBlur={onBlur} noValidate aria-label={label}>
      <Stack gap="sm">
        <UnreadableNotice section={section} />
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
