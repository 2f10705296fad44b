import { t } from '@lingui/core/macro';
import type { Schemas } from '@/api/client';
import { defaultLogoUrl, logoSrc } from '@/lib/vcard/card-fields';
import { useCardI18n } from './card-theme-context';
import classes from './profile-card.module.css';

/**
 * The owner's initials: the first character of the name's first and last words (one word, one
 * character), upper-cased; a character is a whole code point, never half a surrogate pair.
 */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return [words[0], words.length > 1 ? words.at(-1) : '']
    .map((word) => [...(word ?? '')][0]?.toLocaleUpperCase() ?? '')
    .join('');
}

/**
 * The card's logo in a fixed 112 px box (nothing shifts when it loads), shown whole: a wide
 * wordmark is contained, never cropped. Where the card has the default logo (`logoSrc` gives
 * `defaultLogoUrl`: none set, or one that is not a safe URL) the owner's initials are drawn on
 * the accent colour instead (ADR 0005), so each card starts out its owner's.
 */
export function CardLogo({ logo, name }: { logo: Schemas['Logo']; name: string }) {
  const src = logoSrc(logo.content);
  const label = t(useCardI18n())`${name} logo`;
  if (src === defaultLogoUrl) {
    return (
      <div className={classes.initials} role="img" aria-label={label} data-logo="default">
        <span aria-hidden="true">{initials(name)}</span>
      </div>
    );
  }
  return (
    <img className={classes.logo} src={src} alt={label} width={112} height={112} decoding="async" />
  );
}
