import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { CardActionButton, CardLinkButton, type CardButtonVariant } from './card-buttons';
import { CardDialog } from './card-dialog';
import { useCardDialog } from './card-dialogs';
import type { CardEventKind } from './card-event';
import { useCardI18n } from './card-theme-context';
import classes from './profile-card.module.css';

/** One way to reach the contact: the entry's name, the link and what the link shows. */
export type Entry = { name: string; href: string; detail: string };

/**
 * A contact button (spec §2): a direct link for one entry; for two, a button that opens a
 * chooser dialog listing both. Under its label it shows what it opens, one line per entry (the
 * entries' `detail`). Renders nothing without entries.
 */
export function EntryButton({
  label,
  icon,
  entries,
  variant = 'secondary',
  cardEvent,
}: {
  label: string;
  icon: ReactNode;
  entries: Entry[];
  variant?: CardButtonVariant;
  /** What following one of its links tells the owner's insights. */
  cardEvent?: CardEventKind;
}) {
  const i18n = useCardI18n();
  const dialog = useCardDialog(label);
  const detail = entries.map((entry, i) => (
    <span key={i} className={classes.value}>
      {entry.detail}
    </span>
  ));
  const [first] = entries;
  if (!first) return null;
  if (entries.length === 1) {
    return (
      <CardLinkButton
        href={first.href}
        icon={icon}
        variant={variant}
        cardEvent={cardEvent}
        detail={detail}
      >
        {label}
      </CardLinkButton>
    );
  }
  return (
    <>
      <CardActionButton icon={icon} onClick={dialog.open} variant={variant} detail={detail}>
        {label}
      </CardActionButton>
      <CardDialog dialogKey={label} title={label}>
        <p className={classes.dialogText}>{t(i18n)`Choose one:`}</p>
        {entries.map((entry) => (
          <CardLinkButton
            key={`${entry.name}-${entry.href}`}
            href={entry.href}
            icon={icon}
            cardEvent={cardEvent}
          >
            <span>
              {entry.name}
              <br />
              <span className={classes.detail}>{entry.detail}</span>
            </span>
          </CardLinkButton>
        ))}
      </CardDialog>
    </>
  );
}
