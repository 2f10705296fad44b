import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import buttonClasses from '@/card/profile-card/card-buttons.module.css';
import { useCardI18n } from '@/card/profile-card/card-theme-context';
import type { CardFormSend } from './use-card-form-send';
import classes from './exchange-form.module.css';

/**
 * Moves the focus, once the form has given way to its success text, to the first of the next
 * steps, else to the text itself: the focused submit button is gone, and the browser would leave
 * the focus on the body (WCAG 2.4.3). A module-level ref callback, so it runs on mount alone.
 */
function focusDone(text: HTMLParagraphElement | null) {
  if (!text) return;
  const next = text.nextElementSibling?.querySelector('button');
  (next ?? text).focus();
}

/**
 * A visitor's form on the card around its fields, driven by `useCardFormSend`: the form
 * (`noValidate`: the app's messages, never the browser's bubbles; `aria-busy` while sending),
 * the failure as an alert, and the submit button labelled `submitLabel`. Once done, the
 * success text as a status (WCAG 4.1.3) and the `next` steps, if any; the focus moves to them
 * (`focusDone`).
 */
export function CardForm({
  send,
  submitLabel,
  next,
  children,
}: {
  send: Pick<CardFormSend<string>, 'submit' | 'failure' | 'done' | 'sending'>;
  submitLabel: string;
  /** What the visitor can do once done (buttons under the success text). */
  next?: ReactNode;
  children: ReactNode;
}) {
  if (send.done) {
    return (
      <>
        <p role="status" tabIndex={-1} ref={focusDone} className={classes.success}>
          {send.done}
        </p>
        {next && <div className={classes.next}>{next}</div>}
      </>
    );
  }
  return (
    <form className={classes.form} noValidate onSubmit={send.submit} aria-busy={send.sending}>
      {children}
      {send.failure && (
        <p role="alert" className={classes.failure}>
          {send.failure}
        </p>
      )}
      <CardSubmit sending={send.sending}>{submitLabel}</CardSubmit>
    </form>
  );
}

/** The forms' submit button, in the card's primary style; busy and disabled while sending. */
function CardSubmit({ sending, children }: { sending: boolean; children: string }) {
  const i18n = useCardI18n();
  return (
    <button
      type="submit"
      className={`${buttonClasses.button} ${buttonClasses.primary}`}
      aria-busy={sending || undefined}
      data-loading={sending || undefined}
      disabled={sending}
    >
      <span className={buttonClasses.label}>{sending ? t(i18n)`Sending…` : children}</span>
    </button>
  );
}
