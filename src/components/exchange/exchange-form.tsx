import type { Schemas } from '@/api/client';
import { contractLimits } from '@/api/contract-limits.gen';
import { reportCardEvent } from '@/components/profile-card/card-event';
import type { CardProfile } from '@/components/profile-card/card-data';
import { leaveContactRequestSchema } from '@/lib/validation/exchange-schemas';
import { isHttpUrl } from '@/lib/validation/plain-rules';
import { CardField } from './card-field';
import { CardForm } from './card-form';
import type { ExchangeDraft } from './exchange-draft';
import { useCardFormSend } from './use-card-form-send';
import classes from './exchange-form.module.css';

type Field = 'name' | 'email' | 'phone' | 'company' | 'jobTitle' | 'note';
const order: readonly Field[] = ['name', 'email', 'phone', 'company', 'jobTitle', 'note'];
const limits = contractLimits.LeaveContactRequest;

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

type ExchangeFormProps = {
  profile: CardProfile;
  source: Schemas['ContactSource'];
  draft: ExchangeDraft;
  onDraft: (draft: ExchangeDraft) => void;
  /** The owner has the contact (the card clears the draft). */
  onSent: () => void;
};

/**
 * The visitor's contact exchange form (capability `contactExchange`, contract `leaveContact`),
 * loaded when its dialog opens. It names who receives the data and shows the owner's notice
 * and privacy link (http(s) only); asks for a name and an e-mail or phone, and the fields the
 * owner chose; the marketing box starts unticked. Rules and messages are the contract's and
 * spec §5's (`leaveContactRequestSchema`), shown by the app (`noValidate`), the first invalid
 * field focused (`useCardFormSend`). A failure shows the server's message (a 429 names the
 * wait) or 'Could not send your contact.', and keeps every field (the draft lives in the
 * card). In the editor's preview nothing is sent.
 */
export function ExchangeForm(props: ExchangeFormProps) {
  const settings = props.profile.exchange;
  return settings ? <LeaveContactForm {...props} settings={settings} /> : null;
}

/** The form of a card with its exchange settings (the send flow's hooks need them). */
function LeaveContactForm({
  profile,
  settings,
  source,
  draft,
  onDraft,
  onSent,
}: ExchangeFormProps & { settings: Schemas['ExchangeSettings'] }) {
  const owner = profile.general.name;
  const send = useCardFormSend({
    fields: order,
    request: () => leaveContactRequest(draft, settings, source),
    schema: leaveContactRequestSchema,
    path: `/api/profile/${encodeURIComponent(profile._id)}/contacts`,
    success: thankYou(owner),
    preview: 'Preview: visitors send this from the live card.',
    failure: 'Could not send your contact.',
    onSuccess: (form) => {
      reportCardEvent(form, 'exchange');
      onSent();
    },
  });
  const asked = new Set(settings.fields);
  const set = (key: keyof ExchangeDraft, value: string | boolean) =>
    onDraft({ ...draft, [key]: value });
  const privacy = isHttpUrl(settings.privacyUrl.trim()) ? settings.privacyUrl.trim() : undefined;
  return (
    <CardForm send={send} submitLabel="Send my contact">
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
      <CardField label="Name" error={send.errors.name}>
        {(ids) => (
          <input
            {...ids}
            ref={send.fieldRef('name')}
            className={classes.input}
            autoComplete="name"
            maxLength={limits.name.maxLength}
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </CardField>
      <CardField label="Email" error={send.errors.email}>
        {(ids) => (
          <input
            {...ids}
            ref={send.fieldRef('email')}
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
        <CardField label="Phone" error={send.errors.phone}>
          {(ids) => (
            <span className={classes.phone}>
              <span className={classes.prefix} aria-hidden>
                +91
              </span>
              <input
                {...ids}
                ref={send.fieldRef('phone')}
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
        <CardField label="Company" optional error={send.errors.company}>
          {(ids) => (
            <input
              {...ids}
              ref={send.fieldRef('company')}
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
        <CardField label="Job title" optional error={send.errors.jobTitle}>
          {(ids) => (
            <input
              {...ids}
              ref={send.fieldRef('jobTitle')}
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
        <CardField label="Note" optional error={send.errors.note}>
          {(ids) => (
            <textarea
              {...ids}
              ref={send.fieldRef('note')}
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
    </CardForm>
  );
}
