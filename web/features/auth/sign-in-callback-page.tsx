import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { User } from '../../../contract/user.contract.ts';
import { FullPageMessage } from '../../components/ui/full-page-message.tsx';
import { afterSignIn, takeRedirect } from './landing.ts';
import { useAuth } from './auth-context.tsx';

/** Where the redirect flow lands: reads token, user and error, cleans the address bar, goes on. */
export function SignInCallbackPage() {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const params = new URLSearchParams(window.location.search);
    window.history.replaceState(null, '', window.location.pathname);
    const error = params.get('error');
    const token = params.get('token');
    const rawUser = params.get('user');
    if (error) {
      console.error('Sign-in failed:', error);
      void navigate(`/login?error=${encodeURIComponent(error)}`, { replace: true });
      return;
    }
    if (!token || !rawUser) {
      void navigate('/login', { replace: true });
      return;
    }
    try {
      const user = JSON.parse(rawUser) as User;
      signIn(token, user);
      void navigate(afterSignIn(user, takeRedirect()), { replace: true });
    } catch {
      void navigate('/login', { replace: true });
    }
  }, [navigate, signIn]);

  return <FullPageMessage title={t('auth.signingIn')} busy />;
}
