import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { currentToken, onTokenChange, setToken } from './api/graphql';
import * as api from './api/operations';
import type { User } from './api/types';

/** Who is signed in. The token is the truth; `me` names the user behind it. */
interface Session {
  user: User | null;
  /** True until a stored token has been checked. */
  loading: boolean;
  signIn(payload: api.AuthPayload): void;
  signOut(): void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(currentToken() !== null);

  useEffect(() => {
    if (currentToken() === null) return;
    api
      .me()
      .then(setUser)
      // An expired token is cleared by request(); after any other failure the login screen shows.
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, []);

  // An expired token (any UNAUTHENTICATED answer) clears the session everywhere.
  useEffect(() => onTokenChange((token) => token === null && setUser(null)), []);

  const signIn = useCallback((payload: api.AuthPayload) => {
    setToken(payload.accessToken);
    setUser(payload.user);
  }, []);
  const signOut = useCallback(() => setToken(null), []);

  const value = useMemo(() => ({ user, loading, signIn, signOut }), [user, loading, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
