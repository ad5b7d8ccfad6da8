import { toast } from 'sonner';
import { AnalyticsPanel as Panel } from './analytics-panel.tsx';
import { GeofenceManager } from './geofence-manager.tsx';
import { useAcknowledgeGeofenceAlert, useMaintenanceAlerts, useVehicleReport } from './use-analytics.ts';
import type { DailyMileage, GeofenceAlert } from '../../../contract/analytics.contract.ts';
import { analyticsEndpoints as fleet } from '../../../contract/analytics.endpoints.ts';
import { Button } from '../../components/ui/button.tsx';
import { problemText } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { forwardArrow, t } from '../../lib/i18n/index.ts';
import { formatNotificationTime } from '../../lib/time.ts';

export interface Selection {
  vehicleId: number;
  from: string;
  to: string;
}

const when = (iso: string) => formatNotificationTime(iso);
/** docs/spec/admin-app.md 9: driver scores are good above 85 overall and above 80 for safety. */
const GOOD_SCORE = { overall: 85, safety: 80 };
/** docs/spec/admin-app.md 9: route history shows 5 trips. */
const ROUTE_HISTORY_SIZE = 5;

export function AnalyticsPanels({ selection }: { selection: Selection }) {
  const { vehicleId, from, to } = selection;
  const behaviour = useVehicleReport(fleet.driverBehavior, vehicleId, { from, to });
  const infractions = useVehicleReport(fleet.infractions, vehicleId, { from, to });
  const trips = useVehicleReport(fleet.routeHistory, vehicleId, { from, to });
  const mileage = useVehicleReport(fleet.kilometraje, vehicleId, { from, to });
  const fuel = useVehicleReport(fleet.fuelEvents, vehicleId, { from, to });
  const geofenceAlerts = useVehicleReport(fleet.geofenceAlerts, vehicleId, { from, to });
  const maintenance = useMaintenanceAlerts(vehicleId);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title={t('fleet.driverBehaviour')} query={behaviour} empty={() => false}>
        {(b) => (
          <div className="space-y-2">
            <div className="flex gap-6">
              <Score label={t('fleet.overall')} value={b.scores.overall} goodAbove={GOOD_SCORE.overall} />
              <Score label={t('fleet.safety')} value={b.scores.safety} goodAbove={GOOD_SCORE.safety} />
            </div>
            <p className="text-slate-600">
              {t('fleet.behaviourLine', {
                km: b.distanceKm,
                top: b.maxSpeedKmh,
                speeding: b.speedingEvents,
                accelerations: b.harshAccelerations,
                brakings: b.harshBrakings,
              })}
            </p>
          </div>
        )}
      </Panel>
      <Panel title={t('fleet.maintenanceAlerts')} query={maintenance} empty={(list) => !list.length} emptyText={t('fleet.nothingDue')}>
        {(list) => (
          <ul className="space-y-1">
            {list.map((a) => (
              <li key={a.type} className="flex items-center gap-2">
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-semibold',
                    a.priority === 'high' ? 'bg-red-100 text-red-900' : a.priority === 'medium' ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {a.priority}
                </span>
                {a.message}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('fleet.dailyMileage')} query={mileage} empty={(list) => !list.length}>
        {(list) => <MileageBars days={list} />}
      </Panel>
      <Panel title={t('fleet.infractions')} query={infractions} empty={(list) => !list.length}>
        {(list) => (
          <ul className="max-h-56 space-y-1 overflow-y-auto">
            {list.map((i) => (
              <li key={i.timestamp}>
                <span className="font-semibold text-red-700">{t('tracking.kmh', { speed: i.speedKmh })}</span>{' '}
                {t('fleet.over', { over: i.overKmh, limit: i.limitKmh })} · {when(i.timestamp)} · <bdi translate="no">{i.address}</bdi>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('fleet.routeHistory')} query={trips} empty={(list) => !list.length}>
        {(list) => (
          <ul className="space-y-1">
            {list.slice(0, ROUTE_HISTORY_SIZE).map((trip) => (
              <li key={trip.startTime}>
                {when(trip.startTime)}: <bdi translate="no">{trip.startLocation}</bdi> {forwardArrow()} <bdi translate="no">{trip.endLocation}</bdi> ·{' '}
                {t('fleet.km', { n: trip.distance })} · {t('fleet.minutes', { n: Math.round(trip.duration) })}
              </li>
            ))}
            {list.length > ROUTE_HISTORY_SIZE && <li className="text-slate-500">{t('fleet.moreTrips', { n: list.length - ROUTE_HISTORY_SIZE })}</li>}
          </ul>
        )}
      </Panel>
      <Panel title={t('fleet.fuelEvents')} query={fuel} empty={(list) => !list.length}>
        {(list) => (
          <ul className="space-y-1">
            {list.map((f) => (
              <li key={f.timestamp}>
                <span className={f.type === 'refuel' ? 'font-semibold text-emerald-700' : 'font-semibold text-red-700'}>
                  {f.type === 'refuel' ? t('fleet.refuel') : t('fleet.suddenDrop')}
                </span>{' '}
                <bdi>{f.fromLevel}%</bdi> {forwardArrow()} <bdi>{f.toLevel}%</bdi> · {when(f.timestamp)} · <bdi translate="no">{f.address}</bdi>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('fleet.geofenceAlerts')} query={geofenceAlerts} empty={(list) => !list.length}>
        {(list) => <GeofenceAlertList alerts={list} />}
      </Panel>
      <GeofenceManager />
    </div>
  );
}

function Score({ label, value, goodAbove }: { label: string; value: number; goodAbove: number }) {
  return (
    <div>
      <div className="text-xs text-slate-500">{label}</div>
      <div className={cn('text-3xl font-bold', value > goodAbove ? 'text-emerald-700' : value >= 60 ? 'text-amber-700' : 'text-red-700')}>{value}</div>
    </div>
  );
}

function MileageBars({ days }: { days: DailyMileage[] }) {
  const top = Math.max(1, ...days.map((d) => d.kilometrosRecorridos));
  return (
    <div
      className="flex h-36 gap-1"
      role="img"
      aria-label={t('fleet.mileageChart', { days: days.map((d) => `${d.date} ${t('fleet.km', { n: d.kilometrosRecorridos })}`).join(', ') })}
    >
      {days.map((d) => (
        <div key={d.date} className="flex h-full flex-1 flex-col items-center" title={`${d.date}: ${t('fleet.km', { n: d.kilometrosRecorridos })}`}>
          <span className="text-[10px] text-slate-600">{d.kilometrosRecorridos ? Math.round(d.kilometrosRecorridos) : ''}</span>
          {/* The bar's share of the column's own height (the column stretches to the chart's). */}
          <div className="flex w-full flex-1 items-end">
            <div
              className="w-full rounded-t bg-sky-600"
              style={{ height: `${(d.kilometrosRecorridos / top) * 100}%`, minHeight: d.kilometrosRecorridos ? 2 : 0 }}
            />
          </div>
          <span className="mt-1 text-[10px] text-slate-500">{d.date.slice(8)}</span>
        </div>
      ))}
    </div>
  );
}

function GeofenceAlertList({ alerts }: { alerts: GeofenceAlert[] }) {
  const acknowledge = useAcknowledgeGeofenceAlert();
  const ack = async (a: GeofenceAlert) => {
    try {
      await acknowledge.mutateAsync({ ...a });
    } catch (error) {
      toast.error(t('fleet.ackFailed'), { description: problemText(error, t('override.tryAgain')) });
    }
  };
  return (
    <ul className="max-h-56 space-y-1 overflow-y-auto">
      {alerts.map((a) => (
        <li key={`${a.geofenceId}-${a.timestamp}-${a.alertType}`} className="flex items-center justify-between gap-2">
          <span>
            {a.alertType === 'enter' ? t('fleet.entered') : t('fleet.left')} <span className="font-semibold">{a.geofenceName}</span> · {when(a.timestamp)}
          </span>
          {a.status === 'acknowledged' ? (
            <span className="text-xs text-slate-500">{t('fleet.acknowledged')}</span>
          ) : (
            <Button size="sm" variant="secondary" disabled={acknowledge.isPending} onClick={() => void ack(a)}>
              {t('fleet.acknowledge')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
