import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import {
  lazy,
  Suspense,
  useLayoutEffect,
  useRef,
  type FormEventHandler,
  type ReactNode,
} from 'react';
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
 * value of the section could not be read, a notice says so. A focused Save that becomes
 * disabled (pressed, or the form saved and clean again) would drop the focus to the page's
 * body, and the next Tab would start from the page's top (WCAG 2.2 SC 2.4.3): the form takes
 * the focus instead, so the next Tab goes on from this section.
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
  const form = useRef<HTMLFormElement>(null);
  const save = useRef<HTMLButtonElement>(null);
  /** Save has the focus, or lost it to nothing (disabled while focused: no `relatedTarget`). */
  const saveHeldFocus = useRef(false);
  const disabled = !dirty || submitting;
  useLayoutEffect(() => {
    const lost =
      document.activeElement === save.current || document.activeElement === document.body;
    if (disabled && saveHeldFocus.current && lost) form.current?.focus();
  }, [disabled]);
  return (
    <form
      ref={form}
      tabIndex={-1}
      style={{ outline: 'none' }}
      onSubmit={submit}
      onBlur={onBlur}
      noValidate
      aria-label={label}
    >
      <Stack gap="sm">
        <UnreadableNotice section={section} />
        {children}
        <Group justify="flex-end">
          <Button
            ref={save}
            type="submit"
            disabled={disabled}
            loading={submitting}
            onFocus={() => (saveHeldFocus.current = true)}
            onBlur={(event) => (saveHeldFocus.current = event.relatedTarget === null)}
          >
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
