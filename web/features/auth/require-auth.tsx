import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from './auth-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FullPageMessage, LoadingPage } from '../../components/ui/full-page-message.tsx';

/** Loading while the session is checked, then the page or /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'anonymous') {
    const wanted = `${location.pathname}${location.search}`;
    const plain = state.signedOut || wanted === '/' || wanted === '/dashboard';
    const redirect = plain ? '' : `?redirect=${encodeURIComponent(wanted)}`;
    return <Navigate to={`/login${redirect}`} replace />;
  }
  if (state.status === 'loading') return <LoadingPage />;
  if (state.status === 'error') {
    return (
      <FullPageMessage title={t('auth.profileFailed')}>
        <Button onClick={state.retry}>{t('common.retry')}</Button>
      </FullPageMessage>
    );
  }
  return children;
}
