import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { fetchClient, setUnauthorizedListener, type Schemas } from '@/api/client';

export type User = Schemas['User'];

/** Auth state of spec §4: `loading` until the session check ends; `user` null when logged out. */
export type AuthState = {
  loading: boolean;
  user: User | null;
  /** Sets the user from a register, verify, login or profile-edit response, or null. */
  setUser: (user: User | null) => void;
};

const AuthContext = createContext<AuthState | null>(null);

/**
 * Holds the current user. On mount it calls check-auth: success sets the user, any failure
 * is swallowed and means logged out; loading ends either way (spec §4). A 401 from any later
 * call drops the user (the guards then send them to /login).
 */
export function AuthProvider({
  children,
  initialUser,
}: {
  children: ReactNode;
  initialUser?: User | null;
}) {
  const [user, setUser] = useState<User | null>(initialUser ?? null);
  const [loading, setLoading] = useState(initialUser === undefined);

  useEffect(() => {
    if (initialUser !== undefined) return;
    let cancelled = false;
    fetchClient
      .GET('/api/user/check-auth')
      .then(({ data }) => {
        if (!cancelled) setUser(data?.data.user ?? null);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [initialUser]);

  useEffect(() => setUnauthorizedListener(() => setUser(null)), []);

  const set = useCallback((next: User | null) => setUser(next), []);
  const value = useMemo(() => ({ loading, user, setUser: set }), [loading, user, set]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The auth state; throws when used outside {@link AuthProvider}. */
export function useAuth(): AuthState {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
