import type { ReactNode } from 'react';
import classes from './card-buttons.module.css';
import { cardEventProps, type CardEventKind } from './card-event';

/**
 * How a card button looks: `primary` (the one main action, accent-filled), `secondary` (a
 * full-width row, accent-bordered), `compact` (a tile in a row or grid, icon and label),
 * `icon` (a labelled icon in the hero's row of quieter actions: Share, QR code, E-mail me).
 * Every variant is at least 44×44 CSS px (WCAG 2.2 SC 2.5.5).
 */
export type CardButtonVariant = 'primary' | 'secondary' | 'compact' | 'icon';

type CommonProps = {
  /** Decorative (the text names the button); none for a plain text button ('Done'). */
  icon?: ReactNode;
  children: ReactNode;
  variant?: CardButtonVariant;
  label?: string;
  /** What pressing it tells the owner's insights (card-event.ts). */
  cardEvent?: CardEventKind;
  /**
   * What it opens (a number, an address): a line under the label, part of the accessible name
   * as it is of the visible text (WCAG 2.5.3 "Label in Name").
   */
  detail?: ReactNode;
};

/** The classes of a button of `variant`. */
const buttonClass = (variant: CardButtonVariant) =>
  `${classes.button} ${classes[variant === 'icon' ? 'iconButton' : variant]}`;

/** A card button's inside: the icon, the label and, if any, the detail line under it. */
function ButtonContent({
  icon,
  children,
  detail,
}: Pick<CommonProps, 'icon' | 'children' | 'detail'>) {
  return (
    <>
      {icon && <span className={classes.icon}>{icon}</span>}
      <span className={classes.label}>
        {children}
        {detail && <span className={classes.detail}>{detail}</span>}
      </span>
    </>
  );
}

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
  detail,
}: CommonProps & { href: string }) {
  const external = /^https?:/i.test(href);
  return (
    <a
      href={href.toWellFormed()}
      className={buttonClass(variant)}
      aria-label={label}
      {...cardEventProps(cardEvent)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <ButtonContent icon={icon} detail={detail}>
        {children}
      </ButtonContent>
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
  detail,
}: CommonProps & { onClick: () => void; loading?: boolean }) {
  return (
    <button
      type="button"
      className={buttonClass(variant)}
      onClick={loading ? undefined : onClick}
      aria-busy={loading || undefined}
      aria-label={label}
      data-loading={loading || undefined}
      {...cardEventProps(cardEvent)}
    >
      <ButtonContent icon={icon} detail={detail}>
        {children}
      </ButtonContent>
    </button>
  );
}
