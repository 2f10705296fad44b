import { t } from '@lingui/core/macro';
import { lazy, Suspense, useState } from 'react';
import { withMessages } from '@/i18n';
import type { InAppBrowser } from '@/lib/in-app-browser';
import { CardDialog, CardSpinner } from './card-dialog';
import { useCardDialog } from './card-dialogs';
import { CardActionButton, type CardButtonVariant } from './card-buttons';
import { mailtoHref, telHref, whatsappHref } from '@/lib/contact-links';
import { usePhoneFormat } from '@/lib/format-phone';
import { toast } from '@/lib/toast';
import { filledEmails, filledPhones } from '@/lib/vcard/card-fields';
import type { CardProfile } from './card-data';
import { cardIcons } from './card-icons';
import { useCardI18n, useCardTheme } from './card-theme-context';
import { EntryButton } from './entry-button';
import { saveContact } from './save-contact';
import classes from './profile-card.module.css';

const OpenInBrowser = lazy(() =>
  withMessages(import('../later/open-in-browser')).then((m) => ({
    default: m.OpenInBrowser,
  })),
);

/**
 * 'Save Contact' (spec §2), downloading the card's contact file (`save-contact.ts`). The hero
 * shows it as the card's one primary action on every card, a name-only one included (ADR 0005);
 * the Contact tab keeps its own, secondary.
 */
export function SaveContactButton({
  profile,
  variant = 'secondary',
  label,
  onSaved,
}: {
  profile: CardProfile;
  variant?: CardButtonVariant;
  /** Its text: spec §2's 'Save Contact', or the exchange's next step 'Save {name}'s contact'. */
  label?: string;
  /** After the file was handed to the browser (the card then offers contact exchange). */
  onSaved?: () => void;
}) {
  const { preview, language, card, i18n } = useCardTheme();
  const [saving, setSaving] = useState(false);
  const [app, setApp] = useState<InAppBrowser>();
  const guidance = useCardDialog(`OpenInBrowser-${variant}`);
  const download = () => {
    setSaving(true);
    // The card's own words with the visitor's language: the file's words follow the language,
    // its types the owner's own labels.
    saveContact(card ?? profile, { preview, language })
      .then(() => onSaved?.())
      .catch(() => toast.error(t(i18n)`Cannot Save Contact !`))
      .finally(() => setSaving(false));
  };
  const onSave = () => {
    if (preview) return download();
    // In an in-app browser (Instagram, Facebook, LinkedIn …) a download is blocked or lost:
    // show the way out instead. The detector loads with the tap, never with the card.
    withMessages(import('@/lib/in-app-browser'))
      .then(({ inAppBrowser }) => inAppBrowser())
      .catch(() => undefined)
      .then((found) => {
        if (!found) return download();
        setApp(found);
        guidance.open();
      })
      .catch(() => undefined);
  };
  return (
    <>
      <CardActionButton
        icon={cardIcons.download}
        onClick={onSave}
        loading={saving}
        variant={variant}
        cardEvent="save"
      >
        {label ?? t(i18n)`Save Contact`}
      </CardActionButton>
      {app && (
        <CardDialog dialogKey={`OpenInBrowser-${variant}`} title={t(i18n)`Open in your browser`}>
          <Suspense fallback={<CardSpinner label={t(i18n)`Loading`} />}>
            <OpenInBrowser
              app={app}
              id={profile._id}
              onDownload={() => {
                guidance.close();
                download();
              }}
            />
          </Suspense>
        </CardDialog>
      )}
    </>
  );
}

/**
 * Contact tab (spec §2), shown only when an entry is filled: 'Save Contact', then 'Phone'
 * (tel: with the country calling code), 'WhatsApp' (https://wa.me/<digits>) and 'Email'
 * (mailto:), each only for fully filled entries and each showing under its label the numbers
 * or addresses it opens (phones grouped for reading once libphonenumber-js has loaded, never with the card: `usePhoneFormat`).
 */
export function ContactTab({ profile }: { profile: CardProfile }) {
  const { contact } = profile;
  const i18n = useCardI18n();
  const display = usePhoneFormat();
  // The links: src/lib/contact-links.ts (well-formed strings, the only links built from data).
  const phones = filledPhones(contact.phone).map((p) => ({
    name: p.name,
    href: telHref(p.international),
    detail: display(p.international),
  }));
  const chats = filledPhones(contact.whatsapp).map((p) => ({
    name: p.name,
    href: whatsappHref(p.international),
    detail: display(p.international),
  }));
  const emails = filledEmails(contact.email).map((e) => ({
    name: e.name,
    href: mailtoHref(e.address),
    detail: e.address,
  }));

  return (
    <div className={classes.actions}>
      <SaveContactButton profile={profile} />
      <EntryButton
        label={t(i18n)`Phone`}
        icon={cardIcons.phone}
        entries={phones}
        cardEvent="phone"
      />
      <EntryButton
        label={t(i18n)`WhatsApp`}
        icon={cardIcons.whatsapp}
        entries={chats}
        cardEvent="whatsapp"
      />
      <EntryButton
        label={t(i18n)`Email`}
        icon={cardIcons.email}
        entries={emails}
        cardEvent="email"
      />
    </div>
  );
}
