import type { ReactNode } from 'react';
import classes from './card-buttons.module.css';
import { cardEventProps, type CardEventKind } from './card-event';

/**
 * How a card button looks: `primary` (the one main action, accent-filled), `secondary` (a
 * full-width row, accent-bordered), `compact` (a tile in a row or grid, icon and label).
 */
export type CardButtonVariant = 'primary' | 'secondary' | 'compact';

type CommonProps = {
  icon: ReactNode;
  children: ReactNode;
  variant?: CardButtonVariant;
  label?: string;
  /** What pressing it tells the owner's insights (card-event.ts). */
  cardEvent?: CardEventKind;
};

/**
 * A link styled as a card button. `href` must already be safe: an http(s) URL checked with
 * `safeUrl`, or a `tel:`, `mailto:` or `upi:` URI the card built itself. http(s) links open in
 * a new tab without an opener. A lone surrogate in it becomes U+FFFD (a string that cannot be
 * encoded never throws).
 */
export function CardLinkButton({
  href,
  icon,
  children,
  label,
  variant = 'secondary',
  cardEvent,
}: CommonProps & { href: string }) {
  const external = /^https?:/i.test(href);
  return (
    <a
      href={href.toWellFormed()}
      className={`${classes.button} ${classes[variant]}`}
      aria-label={label}
      {...cardEventProps(cardEvent)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <span className={classes.icon}>{icon}</span>
      <span className={classes.label}>{children}</span>
    </a>
  );
}

/** A card button that acts on the page (opens a dialog, downloads, copies). */
export function CardActionButton({
  icon,
  children,
  onClick,
  loading = false,
  label,
  variant = 'secondary',
  cardEvent,
}: CommonProps & { onClick: () => void; loading?: boolean }) {
  return (
    <button
      type="button"
      className={`${classes.button} ${classes[variant]}`}
      onClick={loading ? undefined : onClick}
      aria-busy={loading || undefined}
      aria-label={label}
      data-loading={loading || undefined}
      {...cardEventProps(cardEvent)}
    >
      <span className={classes.icon}>{icon}</span>
      <span className={classes.label}>{children}</span>
    </button>
  );
}
