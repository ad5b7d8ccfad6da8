import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { clearSignIn, storeSignIn } from './auth-storage.ts';
import { endSession, signedInUserQuery, useSignedInUser } from './use-session.ts';
import { STORAGE_KEYS } from '../../../contract/constants.ts';
import type { User } from '../../../contract/user.contract.ts';
import { ApiError, storedToken } from '../../lib/api.ts';
import { forgetOffline } from '../../lib/offline.ts';

export type AuthState =
  | { status: 'loading' }
  | { status: 'authenticated'; user: User }
  /** signedOut: the member chose to leave, so /login need not remember where they were. */
  | { status: 'anonymous'; signedOut: boolean }
  | { status: 'error'; retry: () => void };

interface AuthApi {
  state: AuthState;
  signIn: (token: string, user: User) => void;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthApi | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [token, setToken] = useState(storedToken);
  const [signedOut, setSignedOut] = useState(false);
  const profile = useSignedInUser(!!token);

  /** Forgets the session here; the server side is ended by signOut. */
  const forget = useCallback(() => {
    clearSignIn();
    forgetOffline();
    setToken(null);
    queryClient.clear();
  }, [queryClient]);

  const signIn = useCallback(
    (newToken: string, user: User) => {
      storeSignIn(newToken, user);
      setSignedOut(false);
      setToken(newToken);
      queryClient.setQueryData(signedInUserQuery.queryKey, user);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    await endSession().catch(() => undefined);
    setSignedOut(true);
    forget();
    await navigate('/login');
  }, [forget, navigate]);

  // Another tab signing in or out changes this tab too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.authToken && event.key !== null) return;
      const next = storedToken();
      if (!next) return forget();
      setToken(next);
      void queryClient.invalidateQueries({ queryKey: signedInUserQuery.queryKey });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [forget, queryClient]);

  // A 401 from any call means the session is over: back to /login.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const error: unknown = event.query.state.error;
        if (event.type === 'updated' && error instanceof ApiError && error.status === 401) forget();
      }),
    [forget, queryClient],
  );

  const state = useMemo<AuthState>(() => {
    if (!token) return { status: 'anonymous', signedOut };
    if (profile.data) return { status: 'authenticated', user: profile.data };
    if (profile.error && !(profile.error instanceof ApiError && profile.error.status === 401)) {
      return { status: 'error', retry: () => void profile.refetch() };
    }
    return { status: 'loading' };
  }, [token, profile, signedOut]);

  const api = useMemo(() => ({ state, signIn, signOut }), [state, signIn, signOut]);
  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthApi {
  const api = useContext(AuthContext);
  if (!api) throw new Error('useAuth outside AuthProvider');
  return api;
}
