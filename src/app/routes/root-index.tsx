import { Navigate } from 'react-router-dom';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useSession } from '@/lib/auth/session';

/** Spec §2 root: a spinner until auth has loaded, then /dashboard or /login (replace). */
export function RootIndex() {
  const { loading, user } = useSession();
  if (loading) return <FullPageSpinner />;
  return <Navigate to={user ? '/dashboard' : '/login'} replace />;
}
