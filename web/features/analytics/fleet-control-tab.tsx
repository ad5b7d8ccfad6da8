import * as Tabs from '@radix-ui/react-tabs';
import { Map as MapIcon } from 'lucide-react';
import { useState } from 'react';
import { AnalyticsPanels } from './analytics-panels.tsx';
import { FleetReports } from './fleet-reports.tsx';
import { useServiceStatus } from './use-analytics.ts';
import { Button } from '../../components/ui/button.tsx';
import { Options } from '../../components/ui/form.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TabList } from '../../components/ui/tab-list.tsx';
import { useVehicles } from '../../entities/vehicles.ts';
import { cn } from '../../lib/cn.ts';
import { t } from '../../lib/i18n/index.ts';
import { localDate } from '../../lib/time.ts';
import { ImmobilizerControl, ImmobilizerFleetPanel } from '../immobilizer/index.ts';
import { VehicleCostsPanel } from '../maintenance/index.ts';
import { MovementMonitorPanel } from '../movement-monitor/index.ts';
import { ReportsPanel } from '../reports/index.ts';
import { FleetMap } from '../tracking/index.ts';

const field = 'rounded-md border border-slate-300 px-2 py-1.5 text-sm';
const daysAgo = (n: number) => localDate(new Date(Date.now() - n * 86_400_000));

/** Fleet Control (docs/spec/admin-app.md 2.24), with the movement monitor (2.20) and immobilizer fleet (2.22) panels. */
export function FleetControlTab() {
  const { data: vehicles } = useVehicles();
  const status = useServiceStatus();
  const [vehicleId, setVehicleId] = useState<number>();
  const [from, setFrom] = useState(daysAgo(6));
  const [to, setTo] = useState(daysAgo(0));
  const [mapOpen, setMapOpen] = useState(false);
  const selected = vehicleId ?? vehicles?.[0]?.id;
  const rangeProblem = from > to ? t('fleet.rangeProblem') : undefined;

  return (
    <section aria-label={t('tabs.fleet-control')} className="space-y-6">
      <Panel as="div" className="flex flex-wrap items-end gap-3">
        <h2 className="me-2 text-lg font-semibold">{t('tabs.fleet-control')}</h2>
        <label className="flex flex-col text-xs font-medium text-slate-600">
          {t('diary.vehicle')}
          <select aria-label={t('diary.vehicle')} className={field} value={selected ?? ''} onChange={(e) => setVehicleId(Number(e.target.value))}>
            <Options items={vehicles} value={(v) => v.id} label={(v) => `${v.vehicleNumber} · ${v.make} ${v.model}`} />
          </select>
        </label>
        <label className="flex flex-col text-xs font-medium text-slate-600">
          {t('fleet.from')}
          <input type="date" className={field} value={from} max={to} onChange={(e) => e.target.value && setFrom(e.target.value)} />
        </label>
        <label className="flex flex-col text-xs font-medium text-slate-600">
          {t('fleet.to')}
          <input type="date" className={field} value={to} min={from} onChange={(e) => e.target.value && setTo(e.target.value)} />
        </label>
        <span
          data-testid="service-status"
          className={cn(
            'rounded-full px-2 py-1 text-xs font-semibold',
            status.data?.available ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900',
          )}
        >
          {!status.data
            ? t('fleet.checking')
            : status.data.available
              ? t('fleet.operational', { online: status.data.onlineVehicles, tracked: status.data.trackedVehicles })
              : t('fleet.noReports')}
        </span>
        <Button size="sm" variant="secondary" className="ms-auto" onClick={() => setMapOpen(true)}>
          <MapIcon className="size-4" aria-hidden /> {t('tracking.fleetMap')}
        </Button>
      </Panel>
      {rangeProblem && <p className="text-sm text-red-700">{rangeProblem}</p>}
      {!selected ? (
        <Skeleton className="h-40" />
      ) : (
        <Tabs.Root defaultValue="analytics">
          <TabList
            tabs={[
              { value: 'analytics', label: t('fleet.analytics') },
              { value: 'immobilizer', label: t('fleet.immobilizerControl') },
              { value: 'fleet', label: t('bookingDialog.tab.overview') },
              { value: 'reports', label: t('fleet.reports') },
            ]}
          />
          <Tabs.Content value="analytics">{!rangeProblem && <AnalyticsPanels selection={{ vehicleId: selected, from, to }} />}</Tabs.Content>
          <Tabs.Content value="immobilizer">
            <ImmobilizerControl vehicleId={selected} />
          </Tabs.Content>
          <Tabs.Content value="fleet" className="space-y-4">
            {!rangeProblem && <FleetReports from={from} to={to} />}
            <VehicleCostsPanel />
          </Tabs.Content>
          <Tabs.Content value="reports">
            <ReportsPanel />
          </Tabs.Content>
        </Tabs.Root>
      )}
      <MovementMonitorPanel />
      <ImmobilizerFleetPanel />
      {mapOpen && <FleetMap onClose={() => setMapOpen(false)} />}
    </section>
  );
}
