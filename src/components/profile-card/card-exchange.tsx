import { lazy, Suspense, useState } from 'react';
import type { Capability } from '@/api/capabilities';
import type { ExchangeDraft } from '@/components/exchange/exchange-draft';
import { emptyDraft } from '@/components/exchange/exchange-draft';
import { CardActionButton } from './card-buttons';
import { CardDialog, CardSpinner } from './card-dialog';
import { useCardDialog } from './card-dialogs';
import { cardIcons } from './card-icons';
import type { CardProfile } from './card-data';
import classes from './profile-card.module.css';
import exchangeClasses from './card-exchange.module.css';

// The forms (and their validation rules, libphonenumber-js among them) load when a dialog
// opens: the card page's byte budget holds (`npm run size`).
const loadForms = () => import('@/components/exchange/forms');
const ExchangeForm = lazy(() => loadForms().then((m) => ({ default: m.ExchangeForm })));
const MailContactForm = lazy(() => loadForms().then((m) => ({ default: m.MailContactForm })));

/** Whether the card offers the visitor's form: the server has the capability and it is on. */
function exchangeOffered(profile: CardProfile, capabilities: ReadonlySet<Capability>) {
  return capabilities.has('contactExchange') && profile.exchange?.enabled === true;
}

/**
 * The visitor's side of contact exchange on the card's first screen, beside Save Contact
 * (capability `contactExchange`; nothing at all without it): 'Leave your contact' when the
 * owner switched exchange on, and 'E-mail me this contact' on every card of such a server.
 * After Save Contact (`saved`) the card asks once more, in a status line that does not block
 * the download. What the visitor typed is kept here, so closing the dialog or a failed send
 * loses nothing.
 */
export function CardExchange({
  profile,
  capabilities,
  saved,
}: {
  profile: CardProfile;
  capabilities: ReadonlySet<Capability>;
  /** Save Contact has run on this page. */
  saved: boolean;
}) {
  const exchange = useCardDialog('Exchange');
  const mail = useCardDialog('MailContact');
  const [source, setSource] = useState<'card' | 'saveContact'>('card');
  const [draft, setDraft] = useState<ExchangeDraft>(emptyDraft);
  const [sent, setSent] = useState(false);
  if (!capabilities.has('contactExchange')) return null;
  const offered = exchangeOffered(profile, capabilities);
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
          Leave your contact
        </CardActionButton>
      )}
      {offered && (
        <p role="status" className={exchangeClasses.exchangeInvite}>
          {saved && !sent && (
            <>
              Saved. Would you like {name} to have your contact too?{' '}
              <button
                type="button"
                className={exchangeClasses.linkButton}
                onClick={() => openForm('saveContact')}
              >
                Leave your contact
              </button>
            </>
          )}
        </p>
      )}
      <div className={classes.shareRow}>
        <button type="button" className={classes.pill} onClick={mail.open}>
          {cardIcons.email}
          E-mail me this contact
        </button>
      </div>
      {offered && (
        <CardDialog dialogKey="Exchange" title={`Leave your contact for ${name}`}>
          <Suspense fallback={<CardSpinner label="Loading the form" />}>
            <ExchangeForm
              profile={profile}
              source={source}
              draft={draft}
              onDraft={setDraft}
              onSent={() => {
                setSent(true);
                setDraft(emptyDraft);
              }}
            />
          </Suspense>
        </CardDialog>
      )}
      <CardDialog dialogKey="MailContact" title="E-mail me this contact">
        <Suspense fallback={<CardSpinner label="Loading the form" />}>
          <MailContactForm profile={profile} />
        </Suspense>
      </CardDialog>
    </>
  );
}
