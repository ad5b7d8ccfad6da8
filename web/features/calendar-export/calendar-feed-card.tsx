import { CalendarSync, Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCalendarFeed } from './use-calendar-feed.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, IconCardTitle } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/form.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { formatEventTime } from '../../lib/time.ts';

/**
 * The calendar subscription (docs/decisions/022): one secret address a calendar app polls for the
 * member's bookings. Its address is shown once, when made; a new one stops the old; revoke ends it.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation();
  const { status, create, revoke } = useCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState<'rotate' | 'revoke' | null>(null);
  const failed = (error: unknown) => toast.error(t('calendarFeed.failed'), { description: problemText(error, t('common.tryAgain')) });
  const make = async () => {
    setAsking(null);
    try {
      setUrl((await create.mutateAsync()).url);
    } catch (error) {
      failed(error);
    }
  };
  const end = async () => {
    setAsking(null);
    try {
      await revoke.mutateAsync();
      setUrl(null);
      toast.success(t('calendarFeed.revoked'));
    } catch (error) {
      failed(error);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url!);
      toast.success(t('calendarFeed.copied'));
    } catch {
      toast.error(t('calendarFeed.copyFailed'));
    }
  };
  const busy = create.isPending || revoke.isPending;
  return (
    <Card data-testid="calendar-feed">
      <CardHeader>
        <IconCardTitle icon={CalendarSync}>{t('calendarFeed.title')}</IconCardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="text-slate-600">{t('calendarFeed.explain')}</p>
        {status.isPending ? (
          <Skeleton className="h-10" />
        ) : url ? (
          <div className="space-y-2">
            <div className="flex flex-wrap gap-2">
              <Input
                readOnly
                dir="ltr"
                aria-label={t('calendarFeed.address')}
                className="min-w-0 flex-1 font-mono text-xs"
                value={url}
                onFocus={(e) => e.target.select()}
              />
              <Button variant="secondary" onClick={() => void copy()}>
                <Copy className="size-4" aria-hidden /> {t('calendarFeed.copy')}
              </Button>
            </div>
            <p className="text-amber-800">{t('calendarFeed.private')}</p>
          </div>
        ) : status.data?.active ? (
          <p data-testid="calendar-feed-active">{t('calendarFeed.activeSince', { date: formatEventTime(status.data.createdAt!) })}</p>
        ) : (
          <p className="text-slate-500">{t('calendarFeed.none')}</p>
        )}
        {asking ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
            <span className="flex-1">{t(asking === 'rotate' ? 'calendarFeed.rotateWarning' : 'calendarFeed.revokeWarning')}</span>
            <Button size="sm" disabled={busy} onClick={() => void (asking === 'rotate' ? make() : end())}>
              {t(asking === 'rotate' ? 'calendarFeed.yesRotate' : 'calendarFeed.yesRevoke')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setAsking(null)}>
              {t('common.cancel')}
            </Button>
          </div>
        ) : status.data?.active ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={busy} onClick={() => setAsking('rotate')}>
              <RefreshCw className="size-4" aria-hidden /> {t('calendarFeed.rotate')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setAsking('revoke')}>
              <Trash2 className="size-4" aria-hidden /> {t('calendarFeed.revoke')}
            </Button>
          </div>
        ) : (
          !status.isPending && (
            <Button disabled={busy} onClick={() => void make()}>
              {t('calendarFeed.create')}
            </Button>
          )
        )}
      </CardContent>
    </Card>
  );
}
