import { Link } from 'react-router-dom';
import { useSession } from '@/lib/auth/session';
import { SiteFooterView } from './site-footer-view';
import { useLogout } from './use-logout';

/**
 * The app's footer (spec §1, §2): quick links from the session over the shared
 * {@link SiteFooterView}, as router links.
 */
export function SiteFooter() {
  const { user, loading } = useSession();
  const { logout, busy } = useLogout();
  return (
    <SiteFooterView
      session={loading ? 'checking' : user ? 'in' : 'out'}
      onLogout={() => void logout()}
      logoutBusy={busy}
      link={(to, label, className) => (
        <Link to={to} className={className}>
          {label}
        </Link>
      )}
    />
  );
}
