import { CardLinkButton } from './card-buttons';
import { socialLinks, type CardProfile } from './card-data';
import { socialIcons } from './card-icons';
import { useCardI18n } from './card-theme-context';
import classes from './profile-card.module.css';

/**
 * Socials tab (spec §2): one link per non-empty http(s) social, named after its network, as
 * compact tiles in a grid (ADR 0005) that keep the visible network name.
 */
export function SocialsTab({ profile }: { profile: CardProfile }) {
  const i18n = useCardI18n();
  return (
    <div className={classes.grid}>
      {socialLinks(profile.socials, i18n).map(({ network, label, url }) => (
        <CardLinkButton
          key={network}
          href={url}
          icon={socialIcons[network]}
          variant="compact"
          cardEvent={network}
        >
          {label}
        </CardLinkButton>
      ))}
    </div>
  );
}
