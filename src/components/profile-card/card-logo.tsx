import type { Schemas } from '@/api/client';
import { logoSrc } from '@/lib/vcard/card-fields';
import classes from './profile-card.module.css';

/** The card's logo, 96 px square (a fixed size, so nothing shifts when it loads). */
export function CardLogo({ logo, name }: { logo: Schemas['Logo']; name: string }) {
  return (
    <img
      className={classes.logo}
      src={logoSrc(logo.content)}
      alt={`${name} logo`}
      width={96}
      height={96}
    />
  );
}
