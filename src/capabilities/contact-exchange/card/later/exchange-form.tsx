import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { Schemas } from '@/api/client';
import { contractLimits } from '@/api/generated/contract-limits.gen';
import { cardClient } from '@/card/card-client';
import { reportCardEvent } from '@/card/profile-card/card-event';
import { useCardI18n } from '@/card/profile-card/card-theme-context';
import type { CardProfile } from '@/card/profile-card/card-data';
import { leaveContactRequestSchema } from '@/lib/validation/exchange-schemas';
import { isHttpUrl } from '@/lib/validation/plain-rules';
import { CardField } from './card-field';
import { CardForm } from './card-form';
import type { ExchangeDraft } from '../exchange-draft';
import { useCardFormSend } from './use-card-form-send';
import classes from './exchange-form.module.css';

type Field = 'name' | 'email' | Schemas['ExchangeField'];
const limits = contractLimits.LeaveContactRequest;

/** One text field of the form. */
type TextField = {
  field: Field;
  label: MessageDescriptor;
  /** The input's accessible name when it differs from the label. */
  name?: MessageDescriptor;
  /** The label says "(optional)". */
  optional?: boolean;
  /**
   * The input's own attributes (the ids, ARIA, ref and value are the form's): autofill tokens
   * (WCAG 1.3.5, HTML autofill) and the contract's lengths.
   */
  input: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'autoComplete' | 'maxLength'
  >;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** Shown before the input, hidden from assistive technology (the input's name says it). */
  prefix?: string;
};

/**
 * The form's text fields in reading order (the first invalid one gets the focus): name and
 * e-mail always, the others when the owner asks for them (`ExchangeSettings.fields`). The
 * phone is a national number of the contract's only country (India, +91).
 */
const textFields: readonly TextField[] = [
  {
    field: 'name',
    label: msg`Name`,
    input: { autoComplete: 'name', maxLength: limits.name.maxLength },
  },
  {
    field: 'email',
    label: msg`Email`,
    input: { type: 'email', autoComplete: 'email', maxLength: contractLimits.Email.maxLength },
  },
  {
    field: 'phone',
    label: msg`Phone`,
    prefix: '+91',
    name: msg`Phone, India (+91)`,
    input: {
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel-national',
      maxLength: 20,
    },
  },
  {
    field: 'company',
    label: msg`Company`,
    optional: true,
    input: { autoComplete: 'organization', maxLength: limits.company.maxLength },
  },
  {
    field: 'jobTitle',
    label: msg`Job title`,
    optional: true,
    input: { autoComplete: 'organization-title', maxLength: limits.jobTitle.maxLength },
  },
  {
    field: 'note',
    label: msg`Note`,
    optional: true,
    rows: 3,
    input: { maxLength: limits.note.maxLength },
  },
];
const order = textFields.map((text) => text.field);

/** What the visitor reads once the owner has their contact. */
const thankYou = (owner: string, i18n: I18n) => t(i18n)`Thank you! ${owner} has your contact.`;

/** The fields the form shows: a name and an e-mail always, and those the owner asks for. */
const askedFields = (settings: Schemas['ExchangeSettings']) =>
  new Set<Field>(['name', 'email', ...settings.fields]);

/** The request of a draft: only what was typed, and only the fields the form shows (`asked`). */
function leaveContactRequest(
  draft: ExchangeDraft,
  settings: Schemas['ExchangeSettings'],
  asked: ReadonlySet<Field>,
  source: Schemas['ContactSource'],
): Schemas['LeaveContactRequest'] {
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
  /** The next steps offered under the thank-you (the card's Save and Done). */
  next?: ReactNode;
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
  next,
}: ExchangeFormProps & { settings: Schemas['ExchangeSettings'] }) {
  const owner = profile.general.name;
  const i18n = useCardI18n();
  const asked = askedFields(settings);
  const send = useCardFormSend({
    fields: order.filter((field) => asked.has(field)),
    request: () => leaveContactRequest(draft, settings, asked, source),
    schema: leaveContactRequestSchema,
    send: (body) =>
      cardClient.POST('/api/profile/{profileId}/contacts', {
        params: { path: { profileId: profile._id } },
        body,
      }),
    success: thankYou(owner, i18n),
    // To the owner, in the owner's language (the page's), whatever the preview's.
    preview: t`Preview: visitors send this from the live card.`,
    failure: t(i18n)`Could not send your contact.`,
    onSuccess: (form) => {
      reportCardEvent(form, 'exchange');
      onSent();
    },
  });
  const set = (key: keyof ExchangeDraft, value: string | boolean) =>
    onDraft({ ...draft, [key]: value });
  const privacy = isHttpUrl(settings.privacyUrl.trim()) ? settings.privacyUrl.trim() : undefined;
  return (
    <CardForm send={send} submitLabel={t(i18n)`Send my contact`} next={next}>
      <p className={classes.intro}>
        {t(i18n)`Your details go to ${owner}, the owner of this card.`}
        {asked.has('phone') ? ` ${t(i18n)`Give an e-mail or a phone number, or both.`}` : ''}
      </p>
      <p className={classes.notice}>
        {settings.notice}
        {privacy && (
          <>
            {' '}
            <a href={privacy} target="_blank" rel="noopener noreferrer">
              {t(i18n)`Privacy policy`}
            </a>
          </>
        )}
      </p>
      {textFields
        .filter(({ field }) => asked.has(field))
        .map(({ field, label, name, optional, input, rows, prefix }) => (
          <CardField
            key={field}
            label={i18n._(label)}
            optional={optional}
            error={send.errors[field]}
          >
            {(ids) => {
              const props = {
                ...ids,
                ref: send.fieldRef(field),
                className: classes.input,
                ...input,
                ...(name ? { 'aria-label': i18n._(name) } : {}),
                value: draft[field],
                onChange: (e: { target: { value: string } }) => set(field, e.target.value),
              };
              const control = rows ? <textarea {...props} rows={rows} /> : <input {...props} />;
              if (!prefix) return control;
              return (
                <span className={classes.phone}>
                  <span className={classes.prefix} aria-hidden>
                    {prefix}
                  </span>
                  {control}
                </span>
              );
            }}
          </CardField>
        ))}
      <label className={classes.consent}>
        <input
          type="checkbox"
          checked={draft.marketingConsent}
          onChange={(e) => set('marketingConsent', e.target.checked)}
        />
        <span>{t(i18n)`${owner} may also send me news and offers (optional).`}</span>
      </label>
    </CardForm>
  );
}
