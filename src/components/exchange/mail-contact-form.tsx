import { useRef, useState, type FormEvent } from 'react';
import { fetchAnswer, succeeded } from '@/api/answer';
import { errorMessage, isErrorBody } from '@/api/error-message';
import { contractLimits } from '@/api/contract-limits.gen';
import { useCardTheme } from '@/components/profile-card/card-theme-context';
import type { CardProfile } from '@/components/profile-card/card-data';
import { mailContactFileRequestSchema, fieldErrors } from '@/lib/validation/schemas';
import { CardField } from './card-field';
import { CardSubmit } from './exchange-form';
import classes from './exchange-form.module.css';

/** What the form says when the mail could not be asked for, without a message of the server's. */
const mailFailed = 'Could not send the contact.';

/**
 * "E-mail me this contact" (capability `contactExchange`, contract `mailContactFile`): the
 * visitor's address, and the server mails them the card's contact file, the same file Save
 * Contact gives. The way to keep a card where a download does not work (in-app browsers,
 * phones that drop a `.vcf` into Files). No text of the visitor's goes into the mail. The
 * address stays in the field after a failure (a 429 shows the server's wait).
 */
export function MailContactForm({ profile }: { profile: CardProfile }) {
  const { preview } = useCardTheme();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = mailContactFileRequestSchema.safeParse({ email });
    if (!checked.success) {
      setError(fieldErrors(checked.error).email);
      input.current?.focus();
      return;
    }
    setError(undefined);
    if (preview) {
      setDone('Preview: visitors ask for the mail from the live card.');
      return;
    }
    setSending(true);
    const answer = await fetchAnswer(
      `/api/profile/${encodeURIComponent(profile._id)}/contact-mail`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(checked.data),
      },
    );
    setSending(false);
    if (succeeded(answer)) {
      const body = (answer?.body ?? {}) as { message?: unknown };
      setDone(
        typeof body.message === 'string' && body.message.trim()
          ? body.message
          : 'The contact is on its way to your inbox.',
      );
      return;
    }
    const body = answer?.body;
    const fieldError = isErrorBody(body) ? body.errors?.email : undefined;
    setError(fieldError);
    setFailure(errorMessage(body, mailFailed));
    if (fieldError) input.current?.focus();
  };

  if (done) {
    return (
      <p role="status" className={classes.success}>
        {done}
      </p>
    );
  }
  return (
    <form className={classes.form} noValidate onSubmit={(e) => void submit(e)} aria-busy={sending}>
      <p className={classes.intro}>
        We send {profile.general.name}&apos;s contact file to your inbox; open it there to add the
        contact.
      </p>
      <CardField label="Your email" error={error}>
        {(ids) => (
          <input
            {...ids}
            ref={input}
            className={classes.input}
            type="email"
            autoComplete="email"
            maxLength={contractLimits.MailContactFileRequest.email.maxLength}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </CardField>
      {failure && (
        <p role="alert" className={classes.failure}>
          {failure}
        </p>
      )}
      <CardSubmit sending={sending}>Send</CardSubmit>
    </form>
  );
}
