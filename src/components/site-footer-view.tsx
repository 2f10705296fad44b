import { t } from '@lingui/core/macro';
import { IconBrandInstagram, IconMail, IconPhone, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { brand } from '@/config/brand';
import classes from './site-footer.module.css';
import { href } from '@/config/paths';

function Column({
  title,
  nav = false,
  children,
}: {
  title: string;
  nav?: boolean;
  children: ReactNode;
}) {
  const Tag = nav ? 'nav' : 'div';
  return (
    <Tag className={classes.column} aria-label={nav ? title : undefined}>
      <h2 className={classes.columnTitle}>{title}</h2>
      {children}
    </Tag>
  );
}

/** The visitor's session as the footer's quick links need it (spec §4: a failed check is 'out'). */
export type FooterSession = 'checking' | 'in' | 'out';

/**
 * The footer of every screen (spec §1, §2) without Mantine or the router, so the lean card
 * page can show it too. Quick links follow `session`: Dashboard and Logout when logged in,
 * Login when logged out, nothing while the check runs; `link` renders an in-app link (the
 * router's `Link` in the app, a plain `<a>` on the card page) with the class it is given.
 * Then contact links, social links and the copyright line. `heading` names the platform above
 * it (the public card's 'Tapcard support', ADR 0005: the footer is the platform's, not the
 * card owner's). Brand values come from `src/config/brand.ts`.
 */
export function SiteFooterView({
  session,
  onLogout,
  logoutBusy,
  link,
  heading,
}: {
  session: FooterSession;
  onLogout: () => void;
  logoutBusy: boolean;
  link: (to: string, label: string, className: string | undefined) => ReactNode;
  heading?: string;
}) {
  const year = new Date().getFullYear();
  const product = brand.productName;
  return (
    <footer className={classes.footer} aria-label={heading}>
      <div className={classes.container}>
        {heading && (
          <div className={classes.heading}>
            <p className={classes.headingTitle}>{heading}</p>
            <p className={classes.headingText}>
              {t`Help with ${product} cards and accounts. The card above belongs to its owner.`}
            </p>
          </div>
        )}
        <div className={classes.columns}>
          <Column title={t`Quick links`} nav>
            {session === 'in' && (
              <>
                {link(href('dashboard'), t`Dashboard`, classes.link)}
                <button
                  type="button"
                  className={classes.link}
                  onClick={onLogout}
                  disabled={logoutBusy}
                  aria-busy={logoutBusy}
                >
                  {t`Logout`}
                </button>
              </>
            )}
            {session === 'out' && link(href('login'), t`Login`, classes.link)}
          </Column>
          <Column title={t`Contact`}>
            <a href={`tel:${brand.contactPhone}`} className={classes.link}>
              <IconPhone size={16} aria-hidden />
              {/* A phone number reads left to right on a right-to-left page too. */}
              <span dir="ltr">{brand.contactPhoneLabel}</span>
            </a>
            <a href={`mailto:${brand.contactEmail}`} className={classes.link}>
              <IconMail size={16} aria-hidden />
              {brand.contactEmail}
            </a>
          </Column>
          <Column title={t`Follow us`}>
            <a
              href={brand.instagram}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.link}
            >
              <IconBrandInstagram size={16} aria-hidden />
              Instagram
            </a>
            <a
              href={brand.website}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.link}
            >
              <IconWorld size={16} aria-hidden />
              {t`Website`}
            </a>
          </Column>
        </div>
        <p className={classes.copyright}>{t`© ${year} ${product}. All rights reserved.`}</p>
      </div>
    </footer>
  );
}
