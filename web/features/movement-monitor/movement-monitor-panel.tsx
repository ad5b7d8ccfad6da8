import { Activity, Play, RefreshCw, Square } from 'lucide-react';
import { toast } from 'sonner';
import { useMovementMonitorAction, useMovementMonitorStatus } from './use-movement-monitor.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Figures } from '../../components/ui/figures.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { t } from '../../lib/i18n/index.ts';
import { localTime } from '../../lib/time.ts';

const at = (iso: string | null) => (iso ? localTime(new Date(iso)) : '—');

/** The movement monitor panel (docs/spec/admin-app.md 2.20). */
export function MovementMonitorPanel() {
  const status = useMovementMonitorStatus();
  const action = useMovementMonitorAction();

  const forceCheck = async () => {
    try {
      const { setBusy, released } = await action.mutateAsync('force-check');
      const changes = [
        setBusy.length ? t('monitor.setBusy', { vehicles: setBusy.join(', ') }) : '',
        released.length ? t('monitor.released', { vehicles: released.join(', ') }) : '',
      ]
        .join(' ')
        .trim();
      toast.success(t('monitor.forceCheck'), { description: changes || t('monitor.nothingMoving') });
    } catch {
      toast.error(t('profile.error'), { description: t('monitor.forceFailed') });
    }
  };
  const toggle = async (running: boolean) => {
    try {
      await action.mutateAsync(running ? 'stop' : 'start');
      toast.success(running ? t('monitor.stopped') : t('monitor.started'));
    } catch {
      toast.error(running ? t('monitor.stopFailed') : t('monitor.startFailed'));
    }
  };

  const s = status.data;
  return (
    <Card data-testid="movement-monitor">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2 text-lg">
          <Activity className="size-5 text-brand" aria-hidden /> {t('monitor.title')}
          {s && (
            <span className={cn('rounded-full px-2 py-0.5 text-xs font-bold', s.isRunning ? 'bg-emerald-600 text-white' : 'bg-slate-300 text-slate-800')}>
              {s.isRunning ? t('monitor.active') : t('monitor.stoppedBadge')}
            </span>
          )}
        </CardTitle>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => void forceCheck()} disabled={!s || action.isPending}>
            <RefreshCw className={cn('size-4', action.isPending && 'animate-spin')} aria-hidden /> {t('monitor.force')}
          </Button>
          {s && (
            <Button size="sm" variant={s.isRunning ? 'secondary' : 'primary'} onClick={() => void toggle(s.isRunning)} disabled={action.isPending}>
              {s.isRunning ? <Square className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}{' '}
              {s.isRunning ? t('monitor.stop') : t('monitor.start')}
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        {status.isError ? (
          <p className="text-sm text-red-700">{t('monitor.loadFailed')}</p>
        ) : !s ? (
          <Skeleton className="h-20" />
        ) : (
          <>
            <Figures
              items={[
                [t('monitor.monitored'), s.vehiclesMonitored],
                [t('monitor.moving'), s.movingVehicles],
                [t('monitor.autoBusy'), s.autoSetBusyCount],
                [t('monitor.interval'), t('monitor.seconds', { n: s.checkInterval })],
              ]}
            />
            <p className="text-sm text-slate-600">
              {t('monitor.checks', { last: at(s.lastCheck), next: s.isRunning ? at(s.nextCheck) : t('monitor.stoppedDash') })}
            </p>
            <p className="text-xs text-slate-500">{t('monitor.explain', { seconds: s.checkInterval })}</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
