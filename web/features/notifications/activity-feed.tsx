import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notificationEmoji, useNotifications } from './use-notifications.ts';
import { Card, CardContent, CardHeader, IconCardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { relativeTime } from '../../lib/time.ts';

const FEED_SIZE = 5;

/** The latest 5 notifications with relative time (docs/spec/member-app.md 2). */
export function ActivityFeed() {
  const { t } = useTranslation();
  const { data, isPending } = useNotifications();
  const items = (data ?? []).slice(0, FEED_SIZE);
  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={Activity}>{t('activity.title')}</IconCardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : items.length === 0 ? (
          <EmptyState>{t('activity.empty')}</EmptyState>
        ) : (
          <ul className="space-y-3">
            {items.map((n) => (
              <li key={n.id} className="flex gap-3 text-sm">
                <span aria-hidden>{notificationEmoji(n.type)}</span>
                <span className="flex-1">{n.message}</span>
                <time className="shrink-0 text-xs text-slate-500" dateTime={n.createdAt}>
                  {relativeTime(n.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
