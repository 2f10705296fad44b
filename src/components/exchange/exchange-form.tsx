import { useRef, useState, type FormEvent } from 'react';
import { fetchAnswer, succeeded } from '@/api/answer';
import type { Schemas } from '@/api/client';
import { errorMessage, isErrorBody } from '@/api/error-message';
import { contractLimits } from '@/api/contract-limits.gen';
import { reportCardEvent } from '@/components/profile-card/card-event';
import { useCardTheme } from '@/components/profile-card/card-theme-context';
import type { CardProfile } from '@/components/profile-card/card-data';
import { leaveContactRequestSchema } from '@/lib/validation/exchange-schemas';
import { isHttpUrl } from '@/lib/validation/plain-rules';
import { fieldErrors } from '@/lib/validation/schemas';
import { CardField, focusFirstInvalid, refFor, type FieldRefs } from './card-field';
import type { ExchangeDraft } from './exchange-draft';
import buttonClasses from '@/components/profile-card/card-buttons.module.css';
import classes from './exchange-form.module.css';

type Field = 'name' | 'email' | 'phone' | 'company' | 'jobTitle' | 'note';
const order: readonly Field[] = ['name', 'email', 'phone', 'company', 'jobTitle', 'note'];
const limits = contractLimits.LeaveContactRequest;

/** What the form says when a send fails without a message of the server's. */
const sendFailed = 'Could not send your contact.';

/** What the visitor reads once the owner has their contact. */
const thankYou = (owner: string) => `Thank you! ${owner} has your contact.`;

/** The request of a draft: only what was typed, and only the fields the owner asks for. */
function leaveContactRequest(
  draft: ExchangeDraft,
  settings: Schemas['ExchangeSettings'],
  source: Schemas['ContactSource'],
): Schemas['LeaveContactRequest'] {
  const asked = new Set(settings.fields);
  const given = (field: 'company' | 'jobTitle' | 'note') =>
    asked.has(field) && draft[field].trim() ? { [field]: draft[field].trim() } : {};
  const phone = draft.phone.replace(/[\s-]/g, '');
  return {
    name: draft.name.trim(),
    ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
    ...(asked.has('phone') && phone ? { phone: { code: 'IN' as const, number: phone } } : {}),
    ...given('company'),
    ...given('jobTitle'),
    ...given('note'),
    marketingConsent: draft.marketingConsent,
    noticeVersion: settings.noticeVersion,
    source,
  };
}

/** The contract's error paths (`phone.number`) as the form's fields. */
function byField(errors: Record<string, string>): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split('.')[0] as Field;
    if (order.includes(field)) out[field] ??= message;
  }
  return out;
}

/**
 * The visitor's contact exchange form (capability `contactExchange`, contract `leaveContact`),
 * loaded when its dialog opens. It names who receives the data and shows the owner's notice
 * and privacy link (http(s) only); asks for a name and an e-mail or phone, and the fields the
 * owner chose; the marketing box starts unticked. Rules and messages are the contract's and
 * spec §5's (`leaveContactRequestSchema`), shown by the app (`noValidate`), the first invalid
 * field focused. A failure shows the server's message (a 429 names the wait) or
 * {@link sendFailed}, and keeps every field (the draft lives in the card). In the editor's
 * preview nothing is sent.
 */
export function ExchangeForm({
  profile,
  source,
  draft,
  onDraft,
  onSent,
}: {
  profile: CardProfile;
  source: Schemas['ContactSource'];
  draft: ExchangeDraft;
  onDraft: (draft: ExchangeDraft) => void;
  /** The owner has the contact (the card clears the draft). */
  onSent: () => void;
}) {
  const { preview } = useCardTheme();
  const settings = profile.exchange;
  const owner = profile.general.name;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const [sending, setSending] = useState(false);
  const refs = useRef<FieldRefs<Field>>({});
  if (!settings) return null;
  const asked = new Set(settings.fields);
  const set = (key: keyof ExchangeDraft, value: string | boolean) =>
    onDraft({ ...draft, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    setFailure(undefined);
    const request = leaveContactRequest(draft, settings, source);
    const checked = leaveContactRequestSchema.safeParse(request);
    if (!checked.success) {
      const found = byField(fieldErrors(checked.error));
      setErrors(found);
      focusFirstInvalid(order, found, refs.current);
      return;
    }
    setErrors({});
    if (preview) {
      setDone('Preview: visitors send this from the live card.');
      return;
    }
    setSending(true);
    const answer = await fetchAnswer(`/api/profile/${encodeURIComponent(profile._id)}/contacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
    setSending(false);
    if (succeeded(answer)) {
      reportCardEvent(form, 'exchange');
      setDone(thankYou(owner));
      onSent();
      return;
    }
    const body = answer?.body;
    const found = isErrorBody(body) && body.errors ? byField(body.errors) : {};
    setErrors(found);
    setFailure(errorMessage(body, sendFailed));
    focusFirstInvalid(order, found, refs.current);
  };

  if (done) {
    return (
      <p role="status" className={classes.success}>
        {done}
      </p>
    );
  }
  const privacy = isHttpUrl(settings.privacyUrl.trim()) ? settings.privacyUrl.trim() : undefined;
  return (
    <form className={classes.form} noValidate onSubmit={(e) => void submit(e)} aria-busy={sending}>
      <p className={classes.intro}>
        Your details go to <strong>{owner}</strong>, the owner of this card.
        {asked.has('phone') ? ' Give an e-mail or a phone number, or both.' : ''}
      </p>
      <p className={classes.notice}>
        {settings.notice}
        {privacy && (
          <>
            {' '}
            <a href={privacy} target="_blank" rel="noopener noreferrer">
              Privacy policy
            </a>
          </>
        )}
      </p>
      <CardField label="Name" error={errors.name}>
        {(ids) => (
          <input
            {...ids}
            ref={refFor(refs, 'name')}
            className={classes.input}
            autoComplete="name"
            maxLength={limits.name.maxLength}
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </CardField>
      <CardField label="Email" error={errors.email}>
        {(ids) => (
          <input
            {...ids}
            ref={refFor(refs, 'email')}
            className={classes.input}
            type="email"
            autoComplete="email"
            maxLength={limits.email.maxLength}
            value={draft.email}
            onChange={(e) => set('email', e.target.value)}
          />
        )}
      </CardField>
      {asked.has('phone') && (
        <CardField label="Phone" error={errors.phone}>
          {(ids) => (
            <span className={classes.phone}>
              <span className={classes.prefix} aria-hidden>
                +91
              </span>
              <input
                {...ids}
                ref={refFor(refs, 'phone')}
                className={classes.input}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                aria-label="Phone, India (+91)"
                maxLength={20}
                value={draft.phone}
                onChange={(e) => set('phone', e.target.value)}
              />
            </span>
          )}
        </CardField>
      )}
      {asked.has('company') && (
        <CardField label="Company" optional error={errors.company}>
          {(ids) => (
            <input
              {...ids}
              ref={refFor(refs, 'company')}
              className={classes.input}
              autoComplete="organization"
              maxLength={limits.company.maxLength}
              value={draft.company}
              onChange={(e) => set('company', e.target.value)}
            />
          )}
        </CardField>
      )}
      {asked.has('jobTitle') && (
        <CardField label="Job title" optional error={errors.jobTitle}>
          {(ids) => (
            <input
              {...ids}
              ref={refFor(refs, 'jobTitle')}
              className={classes.input}
              autoComplete="organization-title"
              maxLength={limits.jobTitle.maxLength}
              value={draft.jobTitle}
              onChange={(e) => set('jobTitle', e.target.value)}
            />
          )}
        </CardField>
      )}
      {asked.has('note') && (
        <CardField label="Note" optional error={errors.note}>
          {(ids) => (
            <textarea
              {...ids}
              ref={refFor(refs, 'note')}
              className={classes.input}
              rows={3}
              maxLength={limits.note.maxLength}
              value={draft.note}
              onChange={(e) => set('note', e.target.value)}
            />
          )}
        </CardField>
      )}
      <label className={classes.consent}>
        <input
          type="checkbox"
          checked={draft.marketingConsent}
          onChange={(e) => set('marketingConsent', e.target.checked)}
        />
        <span>{owner} may also send me news and offers (optional).</span>
      </label>
      {failure && (
        <p role="alert" className={classes.failure}>
          {failure}
        </p>
      )}
      <CardSubmit sending={sending}>Send my contact</CardSubmit>
    </form>
  );
}

/** The forms' submit button, in the card's primary style. */
export function CardSubmit({ sending, children }: { sending: boolean; children: string }) {
  return (
    <button
      type="submit"
      className={`${buttonClasses.button} ${buttonClasses.primary}`}
      aria-busy={sending || undefined}
      data-loading={sending || undefined}
      disabled={sending}
    >
      <span className={buttonClasses.label}>{sending ? 'Sending…' : children}</span>
    </button>
  );
}
