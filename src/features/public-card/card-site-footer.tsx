import { useEffect, useState } from 'react';
import { succeeded } from '@/api/answer';
import { requestSession } from '@/api/session';
import { SiteFooterView, type FooterSession } from '@/components/site-footer-view';
import { useSessionLogout } from '@/components/use-session-logout';
import { brand } from '@/config/brand';
import { toast } from '@/lib/toast';
import type { OpenApp } from './lean-card-page';

/** The session from the app's own check-auth call (spec §4: any failure means logged out). */
function useSession(): FooterSession {
  const [session, setSession] = useState<FooterSession>('checking');
  useEffect(() => {
    let cancelled = false;
    void requestSession().then((answer) => {
      if (!cancelled) setSession(succeeded(answer) ? 'in' : 'out');
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return session;
}

/**
 * The site footer on the lean card page (spec §1: every screen has it), rendered with the card
 * (its session check starts after) and headed 'Tapcard support' so nobody takes the platform's
 * contacts for the owner's (issue #10). Quick links are plain links into the app; Logout is the
 * app's (the same calls, without the query library), then hands over to the app on /login
 * with 'Logged out' (spec §4).
 */
export function CardSiteFooter({ openApp }: { openApp: OpenApp }) {
  const session = useSession();
  const { logout, busy } = useSessionLogout({
    done: async () => {
      toast.success('Logged out');
      await openApp('/login');
    },
    failed: (message) => toast.error(message),
  });
  return (
    <SiteFooterView
      heading={`${brand.productName} support`}
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
