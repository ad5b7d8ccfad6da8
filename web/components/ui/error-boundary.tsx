import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { problemText } from '../../lib/api.ts';

/** What shows instead of a part that failed to render: why, in the reader's language, and a way to try again. */
function Failed({ error, resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation();
  const why = problemText(error, error instanceof Error ? error.message : String(error));
  return (
    <div role="alert" className="space-y-2 rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">{t('failed.title')}</p>
      <p>{t('failed.text')}</p>
      <p className="font-mono text-xs break-words" translate="no">
        {why}
      </p>
      <Button size="sm" variant="secondary" onClick={resetErrorBoundary}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/**
 * A part of a screen (a tab, a dialog) that fails alone: a render error there shows why and a
 * retry, and the rest of the screen stays usable. Retrying also lets its failed queries run again.
 */
export function Contained({ children }: { children: ReactNode }) {
  const { reset } = useQueryErrorResetBoundary();
  return (
    <ErrorBoundary onReset={reset} FallbackComponent={Failed}>
      {children}
    </ErrorBoundary>
  );
}
