import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function FullPageMessage({ title, busy, children }: { title: string; busy?: boolean; children?: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center" aria-busy={busy}>
      {busy && <div className="size-10 animate-spin rounded-full border-4 border-slate-300 border-t-brand" aria-hidden />}
      <h1 className="text-xl font-semibold">{title}</h1>
      {children}
    </main>
  );
}

/** The page shown while a page's code or the session loads. */
export function LoadingPage() {
  const { t } = useTranslation();
  return <FullPageMessage title={t('common.loading')} busy />;
}
