import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCardTheme } from './card-theme-context';
import classes from './profile-card.module.css';

type CommonProps = { icon: ReactNode; children: ReactNode };

/**
 * A link styled as an accent button. `href` must already be safe: an http(s) URL checked with
 * `safeUrl`, or a `tel:`, `mailto:` or `upi:` URI the card built itself. http(s) links open in
 * a new tab without an opener. A lone surrogate in it becomes U+FFFD (issue #9).
 */
export function CardLinkButton({
  href,
  icon,
  children,
  label,
}: CommonProps & { href: string; label?: string }) {
  const { accent } = useCardTheme();
  const external = /^https?:/i.test(href);
  return (
    <Button
      component="a"
      href={href.toWellFormed()}
      color={accent}
      size="md"
      fullWidth
      leftSection={icon}
      className={classes.button}
      aria-label={label}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </Button>
  );
}

/** An accent button that acts on the page (opens a dialog, downloads, copies). */
export function CardActionButton({
  icon,
  children,
  onClick,
  loading,
  label,
}: CommonProps & { onClick: () => void; loading?: boolean; label?: string }) {
  const { accent } = useCardTheme();
  return (
    <Button
      color={accent}
      size="md"
      fullWidth
      leftSection={icon}
      className={classes.button}
      onClick={onClick}
      loading={loading}
      aria-label={label}
    >
      {children}
    </Button>
  );
}
