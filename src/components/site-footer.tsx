import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { footerLinkClass, SiteFooterView } from './site-footer-view';
import { useLogout } from './use-logout';

/**
 * The app's footer (spec §1, §2): quick links from the session (Dashboard and Logout when
 * logged in, Login when logged out, nothing until the session check ends) over the shared
 * {@link SiteFooterView}.
 */
export function SiteFooter() {
  const { user, loading } = useAuth();
  const { logout, busy } = useLogout();
  return (
    <SiteFooterView
      quickLinks={
        <>
          {!loading && user && (
            <>
              <Link to="/dashboard" className={footerLinkClass}>
                Dashboard
              </Link>
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
          {!loading && !user && (
            <Link to="/login" className={footerLinkClass}>
              Login
            </Link>
          )}
        </>
      }
    />
  );
}
