import { useState } from 'react';
import { AnalyticsPanel } from './analytics-panel.tsx';
import { useEfficiencyReport, useNightRest } from './use-analytics.ts';
import { TANK_LITRES } from '../../../contract/analytics.contract.ts';
import { Figures } from '../../components/ui/figures.tsx';
import { Input } from '../../components/ui/form.tsx';
import { cn } from '../../lib/cn.ts';
import { t } from '../../lib/i18n/index.ts';

/** docs/spec/admin-app.md 9: night-rest compliance is good above 90 %. */
const GOOD_COMPLIANCE = 90;

/** Fleet Control's Fleet Overview: the efficiency report for the range and night rest for one night. */
export function FleetReports({ from, to }: { from: string; to: string }) {
  const [night, setNight] = useState(to);
  const efficiency = useEfficiencyReport({ from, to });
  const rest = useNightRest(night);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <AnalyticsPanel title={t('fleet.efficiency')} query={efficiency} empty={() => false}>
        {({ fleetSummary: summary, topPerformers }) => (
          <div className="space-y-3">
            <Figures
              className="grid-cols-2"
              items={[
                [t('fleet.vehicles'), summary.totalVehicles],
                [t('fleet.distance'), t('fleet.km', { n: summary.totalDistance })],
                [t('fleet.fuelUsed'), t('fleet.litres', { n: summary.totalFuelConsumption })],
                [t('fleet.average'), summary.averageEfficiency > 0 ? t('fleet.kmPerLitre', { n: summary.averageEfficiency }) : t('fleet.notMeasured')],
              ]}
            />
            {summary.unmeasuredDistance > 0 && (
              <p className="text-sm text-amber-800" data-testid="unmeasured-distance">
                {t('fleet.unmeasured', { km: summary.unmeasuredDistance })}
              </p>
            )}
            <h3 className="font-semibold">{t('fleet.top')}</h3>
            {topPerformers.length ? (
              <ol className="list-decimal space-y-1 ps-5">
                {topPerformers.map((p) => (
                  <li key={p.vehicleId}>
                    {t('fleet.performer', {
                      vehicle: p.vehicleNumber,
                      efficiency: p.efficiency,
                      distance: p.distance,
                      litres: Math.abs(p.fuelSaved),
                      saved: p.fuelSaved >= 0 ? 'yes' : 'no',
                    })}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-slate-500">{t('fleet.noEfficiency')}</p>
            )}
            <p className="text-xs text-slate-500">{t('fleet.fuelNote', { litres: TANK_LITRES })}</p>
          </div>
        )}
      </AnalyticsPanel>
      <AnalyticsPanel
        title={t('fleet.nightRest')}
        query={rest}
        empty={(rows) => !rows.length}
        emptyText={t('fleet.noActive')}
        action={
          <Input
            type="date"
            aria-label={t('fleet.nightOf')}
            className="mt-0 w-auto py-1"
            value={night}
            onChange={(e) => e.target.value && setNight(e.target.value)}
          />
        }
      >
        {(rows) => (
          <table className="w-full">
            <thead className="text-start text-xs text-slate-500">
              <tr>
                <th className="py-1">{t('diary.vehicle')}</th>
                <th>{t('fleet.compliance')}</th>
                <th>{t('fleet.movements')}</th>
                <th>{t('fleet.moving')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.vehicleId} className="border-t border-slate-100">
                  <td className="py-1 font-semibold">{r.vehicleName}</td>
                  <td className={cn(r.compliancePercentage > GOOD_COMPLIANCE ? 'text-emerald-700' : 'text-amber-700')}>{r.compliancePercentage}%</td>
                  <td>{r.violations}</td>
                  <td>{t('fleet.minutes', { n: r.movingMinutes })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </AnalyticsPanel>
    </div>
  );
}
