import { t } from '@lingui/core/macro';
import { IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useCardDialog } from './card-dialogs';
import { useCardTheme } from './card-theme-context';
import classes from './card-dialog.module.css';

/**
 * A native modal `<dialog>` (HTML Living Standard, "the dialog element"): the browser traps
 * focus, makes the page behind inert and reports Escape as `cancel`. It returns focus to what
 * opened it (WCAG 2.4.3). A click on the backdrop targets the dialog element itself, which
 * has no padding of its own, so that click closes it (spec §2).
 */
function OpenDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { vars, i18n } = useCardTheme();
  // Escape arrives as keydown and as the dialog's cancel event: close once.
  const closed = useRef(false);
  const latest = useRef(onClose);
  useLayoutEffect(() => {
    latest.current = onClose;
  });
  const close = useCallback(() => {
    if (closed.current) return;
    closed.current = true;
    latest.current();
  }, []);
  useEffect(() => {
    // Escape wherever focus is (a browser without showModal does not move focus inside).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [close]);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const trigger = document.activeElement;
    // jsdom has no showModal; the attribute still makes it an open dialog there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (trigger instanceof HTMLElement) trigger.focus({ preventScroll: true });
    };
  }, []);
  return (
    // Escape is handled above and by the cancel event; the click is the backdrop's.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={classes.dialog}
      style={vars}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={classes.body}>
        <div className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          <button
            type="button"
            className={classes.close}
            aria-label={t(i18n)`Close`}
            onClick={close}
          >
            <IconX size={20} aria-hidden />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}

/**
 * A dialog in the card's theme, named `dialogKey` in the card's dialog state. It closes on
 * Escape, on a click outside and on the browser's back button (spec §2).
 */
export function CardDialog({
  dialogKey,
  title,
  children,
}: {
  dialogKey: string;
  title: string;
  children: ReactNode;
}) {
  const { opened, close } = useCardDialog(dialogKey);
  if (!opened) return null;
  return (
    <OpenDialog title={title} onClose={close}>
      {children}
    </OpenDialog>
  );
}

/** A small spinner announced to assistive technology (while a dialog's part loads). */
export function CardSpinner({ label }: { label: string }) {
  return <span role="status" aria-label={label} className={classes.spinner} />;
}
