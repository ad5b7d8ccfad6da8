import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { problemText } from '../lib/api.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-6xl font-black text-brand">404</p>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-slate-600">{t('notFound.text')}</p>
      <Link to="/dashboard" className="rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-700">
        {t('notFound.back')}
      </Link>
    </main>
  );
}

/** A page that failed to render (the route's errorElement): why, in the reader's language, and a way back. */
export function PageFailed() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <main role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-bold">{t('failed.title')}</h1>
      <p className="text-slate-600">{t('failed.text')}</p>
      <p className="font-mono text-xs text-slate-500" translate="no">
        {problemText(error, error instanceof Error ? error.message : String(error))}
      </p>
      <Link to="/dashboard" reloadDocument className="rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-700">
        {t('notFound.back')}
      </Link>
    </main>
  );
}
