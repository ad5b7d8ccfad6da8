import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';

/** A card with its loading, error and empty states, so that each figure only says what it shows. */
export function AnalyticsPanel<T>({
  title,
  query,
  empty,
  emptyText = t('fleet.nothing'),
  action,
  children,
}: {
  title: string;
  query: { data?: T; isPending: boolean; isError: boolean; error: unknown };
  empty: (data: T) => boolean;
  emptyText?: string;
  /** A control beside the title (a date, a filter). */
  action?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card data-testid={`analytics-${title.toLowerCase().replace(/\s+/g, '-')}`}>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent className="text-sm">
        {query.isPending ? (
          <Skeleton className="h-16" />
        ) : query.isError || query.data === undefined ? (
          <p className="text-red-700">{problemText(query.error, t('fleet.loadFailed', { title }))}</p>
        ) : empty(query.data) ? (
          <p className="text-slate-500">{emptyText}</p>
        ) : (
          children(query.data)
        )}
      </CardContent>
    </Card>
  );
}
