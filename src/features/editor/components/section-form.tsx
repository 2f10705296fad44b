import { Trans } from '@lingui/react/macro';
import { Group, Stack } from '@mantine/core';
import { lazy, Suspense, type FormEventHandler, type ReactNode } from 'react';
import { SubmitButton } from '@/components/submit-button';
import { useSectionUnreadable } from '../lib/unreadable-sections';

const UnreadableAlert = lazy(() => import('./unreadable-alert'));

/**
 * The notice of unreadable-alert.tsx, shown only when `section` (e.g. `style`) was repaired; its
 * alert loads then (ADR 0013: the editor's first visit is budgeted to the byte).
 */
export function UnreadableNotice({ section }: { section: string }) {
  if (!useSectionUnreadable(section)) return null;
  return (
    <Suspense fallback={null}>
      <UnreadableAlert />
    </Suspense>
  );
}

type SectionFormProps = {
  /** The form's accessible name (its tab's name, in the person's language). */
  label: string;
  /** The card section it edits (e.g. `contact`; `useSectionForm` passes it). */
  section: string;
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
  section,
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
          <SubmitButton pending={submitting} disabled={!dirty}>
            <Trans>Save</Trans>
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
