import { CheckCircle2, CircleAlert, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAvailability, useFleetOverview } from './use-bookings.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { isolated, personName, textOf } from '../../lib/i18n/index.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { bookingRange, dayLabel, time12 } from '../../lib/time.ts';

/** Utilization colours: 80% or more red, 60% or more yellow, else green. */
const utilizationTone = (pct: number) => (pct >= 80 ? 'bg-red-500' : pct >= 60 ? 'bg-yellow-400' : 'bg-emerald-500');
const CONFIDENCE_TONE = { high: 'bg-emerald-100 text-emerald-800', medium: 'bg-yellow-100 text-yellow-800', low: 'bg-red-100 text-red-800' } as const;

export function AvailabilityTab({ date }: { date: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useAvailability(date, true);
  if (isPending) return <Skeleton className="h-48" />;
  if (isError || !data) return <p className="text-sm text-red-700">{t('availability.failed', { date })}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {data.map((v) => {
        const Icon = !v.bookable ? XCircle : v.conflictingBookings.length ? CircleAlert : CheckCircle2;
        const tone = !v.bookable ? 'text-red-600' : v.conflictingBookings.length ? 'text-yellow-500' : 'text-emerald-600';
        return (
          <li key={v.vehicleId} className="rounded-lg border border-slate-200 p-3 text-sm">
            <div className="flex items-center gap-2 font-semibold">
              <Icon className={cn('size-5', tone)} aria-hidden />
              {v.vehicleNumber}{' '}
              <span className="font-normal text-slate-500" translate="no">
                {v.make} {v.model}
              </span>
            </div>
            <div
              className="mt-2 h-2 rounded bg-slate-100"
              role="meter"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.min(100, v.utilizationToday)}
              aria-label={t('availability.utilization', { pct: v.utilizationToday })}
            >
              <div className={cn('h-2 rounded', utilizationTone(v.utilizationToday))} style={{ width: `${Math.min(100, v.utilizationToday)}%` }} />
            </div>
            <p className="mt-1 text-xs text-slate-600">
              {t('availability.booked', { pct: v.utilizationToday })}
              {v.maintenanceScheduled ? t('availability.maintenance') : ''}
              {v.nextAvailable ? t('availability.freeFrom', { day: dayLabel(v.nextAvailable), time: time12(v.nextAvailable) }) : ''}
            </p>
            {v.conflictingBookings.map((b) => (
              <p key={b.id} className="text-xs text-slate-700">
                {bookingRange(b.startTime, b.endTime)} · {textOf(`status.${b.status}`)}
                {b.userName ? ` · ${personName(b.userName)}` : ''}
              </p>
            ))}
          </li>
        );
      })}
    </ul>
  );
}

export function FleetOverviewTab({ date }: { date: string }) {
  const { t } = useTranslation();
  const { data, isPending } = useFleetOverview(date, true);
  const { data: config } = usePublicConfig();
  if (isPending || !data) return <Skeleton className="h-48" />;
  const counts = [
    [t('fleetOverview.total'), data.totalVehicles],
    [t('fleetOverview.availableNow'), data.availableNow],
    [t('fleetOverview.onCall'), data.onCall],
    [t('fleetOverview.maintenance'), data.maintenance],
  ] as const;
  return (
    <div className="space-y-4 text-sm">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {counts.map(([label, n]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3 text-center">
            <p className="text-2xl font-bold">{n}</p>
            <p className="text-xs text-slate-600">{label}</p>
          </div>
        ))}
      </div>
      <section>
        <h4 className="font-semibold">{t('fleetOverview.peakHours')}</h4>
        <p className="text-slate-700">{data.peakHours.length ? data.peakHours.join(', ') : t('fleetOverview.noPeak')}</p>
      </section>
      <section>
        <h4 className="font-semibold">{t('fleetOverview.recommended')}</h4>
        <ul className="mt-1 space-y-1">
          {data.recommendedSlots.map((s) => (
            <li key={s.startTime} className="flex items-center justify-between rounded border border-slate-200 px-3 py-1.5">
              <span>{bookingRange(s.startTime, s.endTime)}</span>
              <span className="flex items-center gap-2">
                {t('fleetOverview.free', { n: s.availableVehicles })}
                <span className={cn('rounded-full px-2 text-xs font-semibold', CONFIDENCE_TONE[s.confidence])}>
                  {t(`fleetOverview.confidence.${s.confidence}`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h4 className="font-semibold">{t('fleetOverview.tips')}</h4>
        <ul className="list-disc ps-5 text-slate-700">
          <li>{t('fleetOverview.tip1')}</li>
          <li>{t('fleetOverview.tip2')}</li>
          <li>{t('fleetOverview.tip3')}</li>
          <li>{t('fleetOverview.tip4')}</li>
          <li>{t('fleetOverview.tip5', { phone: isolated(config?.dispatchPhone ?? '') })}</li>
        </ul>
      </section>
    </div>
  );
}
