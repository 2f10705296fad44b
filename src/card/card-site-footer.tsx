import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { readSession, requestLogout } from '@/api/session';
import { SiteFooterView, type FooterSession } from '@/components/site-footer-view';
import { useSessionLogout } from '@/components/use-session-logout';
import { brand } from '@/config/brand';
import { href } from '@/config/paths';
import { toast } from '@/lib/toast';
import { cardClient } from './card-client';
import type { OpenApp } from './card-page';

/**
 * The site footer on the card (spec §1: every screen has it), rendered with the card (its
 * session check, the app's `readSession` on the card's client, starts after) and headed
 * 'Tapcard support' so nobody takes the platform's contacts for the owner's. Quick links are
 * plain links into the app; Logout is the app's (`useSessionLogout`, the same call), then hands
 * over to the app on /login with 'Logged out' (spec §4).
 */
export function CardSiteFooter({ openApp }: { openApp: OpenApp }) {
  const [session, setSession] = useState<FooterSession>('checking');
  useEffect(() => {
    let cancelled = false;
    void readSession(cardClient).then((data) => {
      if (!cancelled) setSession(data ? 'in' : 'out');
    });
    return () => {
      cancelled = true;
    };
  }, []);
  const { logout, busy } = useSessionLogout({
    request: () => requestLogout(cardClient),
    done: async () => {
      toast.success(t`Logged out`);
      await openApp(href('login'));
    },
    failed: (message) => toast.error(message),
  });
  const product = brand.productName;
  return (
    <SiteFooterView
      heading={t`${product} support`}
      session={session}
      onLogout={() => void logout()}
      logoutBusy={busy}
      link={(to, label, className) => (
        <a href={to} className={className}>
          {label}
        </a>
      )}
    />
  );
}
