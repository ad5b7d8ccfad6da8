import { KeyRound, LayoutDashboard, LogIn, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from './auth-context.tsx';
import { afterSignIn, keepRedirect } from './landing.ts';
import { providerTroubleText, SignInError, signInErrorText } from './sign-in-errors.ts';
import { popupSignIn } from './sso-sign-in.ts';
import { devSignIn } from './use-session.ts';
import type { SignInResult } from '../../../contract/auth.contract.ts';
import { SiteFooter } from '../../components/site-footer.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { problemText } from '../../lib/api.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { LanguageSwitch } from '../language/index.ts';

export function LoginPage() {
  const { state, signIn } = useAuth();
  const { t } = useTranslation();
  const { data: config, isError: configFailed, refetch: retryConfig } = usePublicConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState<'sso' | 'dev' | undefined>();
  const errorCode = params.get('error');

  const redirect = params.get('redirect');
  if (state.status === 'authenticated') return <Navigate to={afterSignIn(state.user, redirect)} replace />;

  const finish = async ({ token, user }: SignInResult) => {
    signIn(token, user);
    await navigate(afterSignIn(user, redirect), { replace: true });
  };

  const signInWithSso = async () => {
    if (!config?.sso) return;
    setBusy('sso');
    setProblem(undefined);
    try {
      keepRedirect(redirect);
      const result = await popupSignIn(config.sso.slug);
      if (result) await finish(result);
    } catch (error) {
      console.error('Sign-in failed', error);
      setProblem(error instanceof SignInError ? signInErrorText(error.code, config) : providerTroubleText(config));
    } finally {
      setBusy(undefined);
    }
  };

  const signInWithDevAccess = async () => {
    setBusy('dev');
    setProblem(undefined);
    try {
      await finish(await devSignIn());
    } catch (error) {
      setProblem(problemText(error, t('login.failed')));
    } finally {
      setBusy(undefined);
    }
  };

  const domains = config?.workDomains.map((d) => '@' + d).join(', ');
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex items-center justify-between bg-header px-4 py-3 shadow-sm sm:px-8">
        <div className="flex items-center gap-3">
          <img src="/logo.svg" alt="" className="size-10" />
          <span className="text-xl font-bold">{config?.serviceName ?? 'MedFleet'}</span>
        </div>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <Button variant="dark" onClick={() => void navigate('/dashboard')}>
            <LayoutDashboard className="size-4" aria-hidden /> {t('login.dashboard')}
          </Button>
        </div>
      </header>
      <main className="flex flex-1 items-center justify-center px-4 py-12">
        <Card className="w-full max-w-md">
          <CardHeader className="items-center text-center">
            <div className="mx-auto mb-2 flex size-14 items-center justify-center rounded-full bg-red-100 text-brand">
              <ShieldCheck className="size-8" aria-hidden />
            </div>
            <CardTitle className="text-center text-2xl">{t('login.title')}</CardTitle>
            <p className="text-center text-sm text-slate-600">{t('login.intro')}</p>
          </CardHeader>
          <CardContent className="space-y-4">
            {configFailed && (
              <Alert>
                {t('login.unreachable')}{' '}
                <button type="button" className="font-semibold underline" onClick={() => void retryConfig()}>
                  {t('login.retry')}
                </button>
              </Alert>
            )}
            {errorCode && !problem && <Alert>{signInErrorText(errorCode, config)}</Alert>}
            {problem && <Alert>{problem}</Alert>}
            {config?.sso && (
              <Button size="lg" className="w-full" disabled={!!busy} onClick={() => void signInWithSso()}>
                <LogIn className="size-5" aria-hidden />
                {busy === 'sso' ? t('login.signingIn') : t('login.withProvider', { provider: config.sso.displayName })}
              </Button>
            )}
            {config?.devLoginEnabled && (
              <Button size="lg" variant="secondary" className="w-full" disabled={!!busy} onClick={() => void signInWithDevAccess()}>
                <KeyRound className="size-5" aria-hidden />
                {busy === 'dev' ? t('login.signingIn') : t('login.devAccess')}
              </Button>
            )}
            {config && !config.sso && !config.devLoginEnabled && <Alert tone="info">{t('login.noMethod')}</Alert>}
            <p className="rounded-md bg-slate-100 px-4 py-3 text-center text-sm text-slate-700">
              {t('login.whoCan', { domains: domains ?? t('login.aWork') })}
            </p>
          </CardContent>
        </Card>
      </main>
      <SiteFooter />
    </div>
  );
}
