import { t } from '@lingui/core/macro';
import { lazy, Suspense, useState } from 'react';
import { useCapability } from '@/capabilities/capabilities';
import { CardActionButton } from '@/card/profile-card/card-buttons';
import { CardDialog, CardSpinner } from '@/card/profile-card/card-dialog';
import { useCardDialog } from '@/card/profile-card/card-dialogs';
import { cardIcons } from '@/card/profile-card/card-icons';
import { useCardI18n } from '@/card/profile-card/card-theme-context';
import { withMessages } from '@/i18n';
import type { CardProfile } from '@/card/profile-card/card-data';
import { SaveContactButton } from '@/card/profile-card/contact-tab';
import exchangeClasses from './card-exchange.module.css';
import { emptyDraft, type ExchangeDraft } from './exchange-draft';

// The forms (and their validation rules, libphonenumber-js among them) load when a dialog
// opens: the card page's byte budget holds (`npm run size`).
const loadForms = () => withMessages(import('./later/forms'));
const ExchangeForm = lazy(() => loadForms().then((m) => ({ default: m.ExchangeForm })));
const MailContactForm = lazy(() => loadForms().then((m) => ({ default: m.MailContactForm })));

/**
 * The visitor's side of contact exchange on the card's first screen, beside Save Contact
 * (capability `contactExchange`; nothing at all without it): 'Leave your contact' when the
 * owner switched exchange on, and the dialog of 'E-mail me this contact' on every card of such
 * a server (its button is in the hero's icon row: `MailContactOffer`). After Save Contact
 * (`saved`) the card asks once more, in a status line that does not block the download. Once
 * sent, the form offers the next step: 'Save {name}'s contact' (unless saved already) and
 * 'Done'. What the visitor typed is kept here, so closing the dialog or a failed send loses
 * nothing.
 */
export function CardExchange({
  profile,
  saved,
}: {
  profile: CardProfile;
  /** Save Contact has run on this page. */
  saved: boolean;
}) {
  const on = useCapability('contactExchange');
  const exchange = useCardDialog('Exchange');
  const i18n = useCardI18n();
  const [source, setSource] = useState<'card' | 'saveContact'>('card');
  const [draft, setDraft] = useState<ExchangeDraft>(emptyDraft);
  const [sent, setSent] = useState(false);
  if (!on) return null;
  // The visitor's form: the server has the capability and the owner switched it on.
  const offered = profile.exchange?.enabled === true;
  const name = profile.general.name;
  const openForm = (from: 'card' | 'saveContact') => {
    setSource(from);
    exchange.open();
  };
  return (
    <>
      {offered && (
        <CardActionButton
          icon={cardIcons.address}
          onClick={() => openForm('card')}
          variant="secondary"
        >
          {t(i18n)`Leave your contact`}
        </CardActionButton>
      )}
      {offered && (
        <p role="status" className={exchangeClasses.exchangeInvite}>
          {saved && !sent && (
            <>
              {t(i18n)`Saved. Would you like ${name} to have your contact too?`}{' '}
              <button
                type="button"
                className={exchangeClasses.linkButton}
                onClick={() => openForm('saveContact')}
              >
                {t(i18n)`Leave your contact`}
              </button>
            </>
          )}
        </p>
      )}
      {offered && (
        <CardDialog dialogKey="Exchange" title={t(i18n)`Leave your contact for ${name}`}>
          <Suspense fallback={<CardSpinner label={t(i18n)`Loading the form`} />}>
            <ExchangeForm
              profile={profile}
              source={source}
              draft={draft}
              onDraft={setDraft}
              onSent={() => {
                setSent(true);
                setDraft(emptyDraft);
              }}
              next={
                <>
                  {!saved && (
                    <SaveContactButton
                      profile={profile}
                      variant="primary"
                      label={t(i18n)`Save ${name}'s contact`}
                    />
                  )}
                  <CardActionButton onClick={exchange.close}>{t(i18n)`Done`}</CardActionButton>
                </>
              }
            />
          </Suspense>
        </CardDialog>
      )}
      <CardDialog dialogKey="MailContact" title={t(i18n)`E-mail me this contact`}>
        <Suspense fallback={<CardSpinner label={t(i18n)`Loading the form`} />}>
          <MailContactForm profile={profile} />
        </Suspense>
      </CardDialog>
    </>
  );
}
