import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { FullPageMessage } from '../../components/ui/full-page-message.tsx';
import { useAuth } from './auth-context.tsx';

/** Loading while the session is checked, then the page or /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'anonymous') {
    const wanted = `${location.pathname}${location.search}`;
    const redirect = wanted === '/' || wanted === '/dashboard' ? '' : `?redirect=${encodeURIComponent(wanted)}`;
    return <Navigate to={`/login${redirect}`} replace />;
  }
  if (state.status === 'loading') return <FullPageMessage title="Loading…" busy />;
  if (state.status === 'error') {
    return (
      <FullPageMessage title={state.message}>
        <Button onClick={state.retry}>Retry</Button>
      </FullPageMessage>
    );
  }
  return children;
}
