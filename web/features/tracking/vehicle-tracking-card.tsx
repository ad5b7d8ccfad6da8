import { Battery, Fuel, Gauge, KeyRound, MapPin, Power } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { markerState, mileageK } from './marker-style.ts';
import { MiniMap } from './mini-map.tsx';
import { fetchVehicleLocation } from './use-tracking.ts';
import type { TrackingRecord } from '../../../contract/tracking.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api.ts';
import { currentLocale, isolated } from '../../lib/i18n/index.ts';
import { relativeTime } from '../../lib/time.ts';

/** A formatter per language, made once: making one costs more than the card around it. */
const clocks = new Map<string, Intl.DateTimeFormat>();
function clockTime(iso: string): string {
  const locale = currentLocale();
  const clock =
    clocks.get(locale) ??
    clocks.set(locale, new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Jerusalem', hourCycle: 'h23', timeStyle: 'medium' })).get(locale)!;
  return clock.format(new Date(iso));
}

const percent = (n: number | null) => (n === null ? '—' : `${Math.round(n)}%`);

/** One vehicle's live card (docs/spec/member-app.md 2, Live Fleet Tracking); drawn again only when its own record changed. */
export const VehicleTrackingCard = memo(function VehicleTrackingCard({ record: r }: { record: TrackingRecord }) {
  const { t } = useTranslation();
  const state = markerState(r);
  const kmh = (speed: number) => t('tracking.kmh', { speed });
  const locate = async () => {
    try {
      const { address, speed } = await fetchVehicleLocation(r.vehicleId);
      toast.success(t('tracking.location', { vehicle: isolated(r.vehicleNumber) }), {
        description: address ? `${address} · ${kmh(speed)}` : t('tracking.noPosition'),
      });
    } catch (error) {
      // The server answered and refused (spec: 'Location non-OK'), or it could not be reached.
      if (error instanceof ApiError) toast.error(t('tracking.locationError'), { description: t('tracking.locationErrorText') });
      else toast.error(t('tracking.connectionError'), { description: t('tracking.connectionErrorText') });
    }
  };
  const rows: [typeof Gauge, string, string][] = [
    [Gauge, t('tracking.speed'), kmh(r.currentSpeed)],
    [Power, t('tracking.engine'), t(`tracking.${r.engineStatus}`)],
    [KeyRound, t('tracking.immobilizer'), t(`tracking.${r.immobilizerStatus}`)],
    [Battery, t('tracking.battery'), percent(r.batteryLevel)],
    [Fuel, t('tracking.fuel'), percent(r.fuelLevel)],
    [Gauge, t('tracking.mileage'), mileageK(r.totalMileage)],
  ];
  return (
    <article
      data-testid="tracking-card"
      aria-label={t('tracking.cardLabel', { vehicle: r.vehicleNumber })}
      className="space-y-2 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
    >
      <header className="flex items-center gap-2">
        <span className="size-3 rounded-full" style={{ background: state.colour }} aria-hidden />
        <h3 className="font-bold" dir="ltr">
          {r.vehicleNumber}
        </h3>
        <span className="text-xs text-slate-500" translate="no">
          {r.make} {r.model}
        </span>
        <span data-testid="tracking-state" className="ms-auto rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold">
          {t(`trackingState.${r.isOnline ? state.label : 'Offline'}`)}
        </span>
      </header>
      <MiniMap record={r} />
      <dl className="grid grid-cols-3 gap-1 text-xs">
        {rows.map(([Icon, label, value]) => (
          <div key={label}>
            <dt className="flex items-center gap-1 text-slate-500">
              <Icon className="size-3" aria-hidden /> {label}
            </dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p data-testid="tracking-address" className="truncate text-xs text-slate-700">
        {r.address ?? t('tracking.noPositionReported')}
      </p>
      <div className="flex items-center justify-between">
        <time data-testid="tracking-last-update" className="text-xs text-slate-500" dateTime={r.lastUpdate ?? undefined}>
          {r.lastUpdate
            ? t('tracking.updated', {
                ago: relativeTime(r.lastUpdate),
                time: clockTime(r.lastUpdate),
              })
            : t('tracking.never')}
        </time>
        <Button size="sm" variant="secondary" onClick={() => void locate()}>
          <MapPin className="size-4" aria-hidden /> {t('tracking.locate')}
        </Button>
      </div>
    </article>
  );
});
