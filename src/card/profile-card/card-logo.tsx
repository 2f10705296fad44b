import type { Schemas } from '@/api/client';
import { defaultLogoUrl, logoSrc } from '@/lib/vcard/card-fields';
import classes from './profile-card.module.css';

/**
 * The card's logo in a fixed 112 px box (nothing shifts when it loads), shown whole: a wide
 * wordmark is contained, never cropped. The default logo is drawn inline in the card's accent
 * (ADR 0005), so it matches a green or pink card.
 */
export function CardLogo({ logo, name }: { logo: Schemas['Logo']; name: string }) {
  const src = logoSrc(logo.content);
  if (src === defaultLogoUrl) {
    return (
      <svg
        className={classes.defaultLogo}
        viewBox="0 0 128 128"
        width={112}
        height={112}
        role="img"
        aria-label={`${name} logo`}
        data-logo="default"
      >
        <rect width="128" height="128" rx="28" style={{ fill: 'var(--card-accent)' }} />
        <rect
          x="26"
          y="38"
          width="76"
          height="52"
          rx="8"
          fill="none"
          stroke="#fff"
          strokeWidth="7"
        />
        <path d="M44 64h40M44 76h24" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <img
      className={classes.logo}
      src={src}
      alt={`${name} logo`}
      width={112}
      height={112}
      decoding="async"
    />
  );
}
