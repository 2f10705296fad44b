import { useEffect, useState } from 'react';
import { footerLinkClass, SiteFooterView } from '@/components/site-footer-view';
import { env } from '@/config/env';
import { brand } from '@/config/brand';
import { cardToast } from '@/components/profile-card/card-toast';
import type { OpenApp } from './card-entry';

type Session = 'checking' | 'in' | 'out';

/** The session, from check-auth (spec §4: any failure means logged out). */
function useSession(): Session {
  const [session, setSession] = useState<Session>('checking');
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
        const body = (await response.json().catch(() => undefined)) as
          { message?: unknown } | undefined;
        const message = typeof body?.message === 'string' ? body.message.trim() : '';
        cardToast(
          'error',
          message && message !== 'Something went wrong' ? message : 'Logout failed',
        );
        return;
      }
      cardToast('success', 'Logged out');
      await openApp('/login');
    } catch {
      cardToast('error', 'Logout failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <SiteFooterView
      heading={`${brand.productName} support`}
      quickLinks={
        <>
          {session === 'in' && (
            <>
              <a href="/dashboard" className={footerLinkClass}>
                Dashboard
              </a>
              <button
                type="button"
                className={footerLinkClass}
                onClick={() => void logout()}
                disabled={busy}
                aria-busy={busy}
              >
                Logout
              </button>
            </>
          )}
          {session === 'out' && (
            <a href="/login" className={footerLinkClass}>
              Login
            </a>
          )}
        </>
      }
    />
  );
}
