import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from './auth-context.tsx';
import { afterSignIn, takeRedirect } from './landing.ts';
import { authEndpoints } from '../../../contract/auth.endpoints.ts';
import { FullPageMessage } from '../../components/ui/full-page-message.tsx';
import { call } from '../../lib/api.ts';

const toLogin = (error: string) => `/login?${new URLSearchParams({ error })}`;

/**
 * Where the redirect flow lands: the address carries a single-use code (never the session),
 * which this browser alone can exchange for its session (docs/decisions/022).
 */
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
    const code = params.get('code');
    if (error || !code) {
      void navigate(error ? toLogin(error) : '/login', { replace: true });
      return;
    }
    call(authEndpoints.exchangeSignInCode, { body: { code } })
      .then(({ token, user }) => {
        signIn(token, user);
        return navigate(afterSignIn(user, takeRedirect()), { replace: true });
      })
      .catch((failure: unknown) => {
        console.error('Sign-in failed:', failure);
        return navigate(toLogin('code_expired'), { replace: true });
      });
  }, [navigate, signIn]);

  return <FullPageMessage title={t('auth.signingIn')} busy />;
}
