import { Navigate } from 'react-router-dom';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useAuth } from '@/lib/auth/auth-context';

/** Spec §2 root: a spinner until auth has loaded, then /dashboard or /login (replace). */
export function RootIndex() {
  const { loading, user } = useAuth();
  if (loading) return <FullPageSpinner />;
  return <Navigate to={user ? '/dashboard' : '/login'} replace />;
}
