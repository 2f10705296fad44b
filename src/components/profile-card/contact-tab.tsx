import { useState } from 'react';
import { CardActionButton } from './card-buttons';
import { cardToast } from './card-toast';
import { filledEmails, filledPhones } from '@/lib/vcard/card-fields';
import type { CardProfile } from './card-data';
import { cardIcons } from './card-icons';
import { useCardTheme } from './card-theme-context';
import { EntryButton } from './entry-button';
import { saveContact } from './save-contact';
import classes from './profile-card.module.css';

/**
 * Contact tab (spec §2): 'Save Contact', the card's one primary action (issue #10: every card
 * has it, a name is enough), then a row of 'Phone' (tel: with the country calling code),
 * 'WhatsApp' (https://wa.me/<digits>) and 'Email' (mailto:), each only for fully filled entries.
 */
export function ContactTab({ profile }: { profile: CardProfile }) {
  const { preview } = useCardTheme();
  const [saving, setSaving] = useState(false);
  const { contact } = profile;
  // Links are built from well-formed strings: a lone surrogate would make encodeURIComponent
  // throw 'URI malformed' (issue #9).
  const phones = filledPhones(contact.phone).map((p) => ({
    name: p.name,
    href: `tel:${p.international.toWellFormed()}`,
    detail: p.international,
  }));
  const chats = filledPhones(contact.whatsapp).map((p) => ({
    name: p.name,
    href: `https://wa.me/${p.international.slice(1).toWellFormed()}`,
    detail: p.international,
  }));
  const emails = filledEmails(contact.email).map((e) => ({
    name: e.name,
    href: `mailto:${e.address.toWellFormed().replace(/^[^@]+/, (local) => encodeURIComponent(local))}`,
    detail: e.address,
  }));

  const onSave = () => {
    setSaving(true);
    saveContact(profile, { preview })
      .catch(() => cardToast('error', 'Cannot Save Contact !'))
      .finally(() => setSaving(false));
  };

  const reach = phones.length + chats.length + emails.length > 0;
  return (
    <div className={classes.actions}>
      <CardActionButton
        icon={cardIcons.download}
        onClick={onSave}
        loading={saving}
        variant="primary"
      >
        Save Contact
      </CardActionButton>
      {reach && (
        <div className={classes.row}>
          <EntryButton label="Phone" icon={cardIcons.phone} entries={phones} />
          <EntryButton label="WhatsApp" icon={cardIcons.whatsapp} entries={chats} />
          <EntryButton label="Email" icon={cardIcons.email} entries={emails} />
        </div>
      )}
    </div>
  );
}
