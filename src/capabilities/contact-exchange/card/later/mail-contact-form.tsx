import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { Schemas } from '@/api/client';
import { contractLimits } from '@/api/generated/contract-limits.gen';
import { cardClient } from '@/card/card-client';
import type { CardProfile } from '@/card/profile-card/card-data';
import { useCardTheme } from '@/card/profile-card/card-theme-context';
import { messages } from '@/lib/validation/messages';
import { mailContactFileRequestSchema } from '@/lib/validation/schemas';
import { CardField } from './card-field';
import { CardForm } from './card-form';
import { useCardFormSend } from './use-card-form-send';
import classes from './exchange-form.module.css';

/**
 * The server's confirmation (its `message`), or the contract's own when it sends none; the form
 * shows it in the visitor's language when it knows it (`visitorMessage`).
 */
function sentMessage(body: unknown): string {
  const { message } = (body ?? {}) as { message?: unknown };
  return typeof message === 'string' && message.trim() ? message : messages.mailSent;
}

/**
 * "E-mail me this contact" (capability `contactExchange`, contract `mailContactFile`): the
 * visitor's address, and the server mails them the card's contact file, the same file Save
 * Contact gives. The way to keep a card where a download does not work (in-app browsers,
 * phones that drop a `.vcf` into Files), in the language the card is shown in. No text of the visitor's goes into the mail. Sent by
 * `useCardFormSend`: the address stays in the field after a failure (a 429 shows the server's
 * wait), else 'Could not send the contact.'.
 */
export function MailContactForm({ profile }: { profile: CardProfile }) {
  const [email, setEmail] = useState('');
  const { name } = profile.general;
  // The language the card is shown in, where translated: the mailed file is the saved one.
  const { language, i18n } = useCardTheme();
  const send = useCardFormSend({
    fields: ['email'],
    request: () => ({
      email,
      ...(language ? { language: language as Schemas['CardLanguage'] } : {}),
    }),
    schema: mailContactFileRequestSchema,
    send: (body) =>
      cardClient.POST('/api/profile/{profileId}/contact-mail', {
        params: { path: { profileId: profile._id } },
        body,
      }),
    success: sentMessage,
    // To the owner, in the owner's language (the page's), whatever the preview's.
    preview: t`Preview: visitors ask for the mail from the live card.`,
    failure: t(i18n)`Could not send the contact.`,
  });
  return (
    <CardForm send={send} submitLabel={t(i18n)`Send`}>
      <p className={classes.intro}>
        {t(i18n)`We send ${name}'s contact file to your inbox; open it there to add the contact.`}
      </p>
      <CardField label={t(i18n)`Your email`} error={send.errors.email}>
        {(ids) => (
          <input
            {...ids}
            ref={send.fieldRef('email')}
            className={classes.input}
            type="email"
            autoComplete="email"
            maxLength={contractLimits.Email.maxLength}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </CardField>
    </CardForm>
  );
}
