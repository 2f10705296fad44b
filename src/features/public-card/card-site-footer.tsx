import { useEffect, useState } from 'react';
import { SiteFooterView, type FooterSession } from '@/components/site-footer-view';
import { errorMessage } from '@/api/error-message';
import { env } from '@/config/env';
import { brand } from '@/config/brand';
import { toast } from '@/lib/toast';
import type { OpenApp } from './card-entry';

/** The session, from check-auth (spec §4: any failure means logged out). */
function useSession(): FooterSession {
  const [session, setSession] = useState<FooterSession>('checking');
  useEffect(() => {
    let cancelled = false;
    fetch(`${env.apiBaseUrl}/api/user/check-auth`, { credentials: 'include' })
      .then((response) => (response.ok ? 'in' : 'out'))
      .catch(() => 'out' as const)
      .then((next) => {
        if (!cancelled) setSession(next);
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return session;
}

/**
 * The site footer on the lean card page (spec §1: every screen has it), rendered with the card
 * (its session check starts after) and headed 'Tapcard support' so nobody takes the platform's contacts for the owner's (issue
 * #10). Quick links are plain links into the app; Logout calls the server, then hands over to
 * the app on /login with 'Logged out' (spec §4).
 */
export function CardSiteFooter({ openApp }: { openApp: OpenApp }) {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch(`${env.apiBaseUrl}/api/user/logout`, {
        method: 'POST',
        credentials: 'include',
      });
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => undefined);
        toast.error(errorMessage(body, 'Logout failed'));
        return;
      }
      toast.success('Logged out');
      await openApp('/login');
    } catch {
      toast.error('Logout failed');
    } finally {
      setBusy(false);
    }
  };
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
