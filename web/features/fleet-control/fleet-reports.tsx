import { useState } from 'react';
import { TANK_LITRES, type EfficiencyReport, type NightRest } from '../../../contract/analytics.contract.ts';
import { Figures } from '../../components/ui/figures.tsx';
import { cn } from '../../lib/cn.ts';
import { AnalyticsPanel } from './analytics-panel.tsx';
import { useAnalytics } from './use-analytics.ts';
import { Input } from '../../components/ui/form.tsx';

/** spec/admin-app.md 9: night-rest compliance is good above 90 %. */
const GOOD_COMPLIANCE = 90;

/** Fleet Control's Fleet Overview: the efficiency report for the range and night rest for one night. */
export function FleetReports({ from, to }: { from: string; to: string }) {
  const [night, setNight] = useState(to);
  const efficiency = useAnalytics<EfficiencyReport>(`/fleet/efficiency-report?from=${from}&to=${to}`);
  const rest = useAnalytics<NightRest[]>(`/fleet/reposo-nocturno?date=${night}`);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <AnalyticsPanel title="Fleet Efficiency" query={efficiency} empty={() => false}>
        {({ fleetSummary: summary, topPerformers }) => (
          <div className="space-y-3">
            <Figures
              className="grid-cols-2"
              items={[
                ['Vehicles', summary.totalVehicles],
                ['Distance', `${summary.totalDistance} km`],
                ['Fuel used', `${summary.totalFuelConsumption} L`],
                ['Average', `${summary.averageEfficiency} km/L`],
              ]}
            />
            <h3 className="font-semibold">Top performers</h3>
            {topPerformers.length ? (
              <ol className="list-decimal space-y-1 ps-5">
                {topPerformers.map((p) => (
                  <li key={p.vehicleId}>
                    {p.vehicleNumber}: {p.efficiency} km/L over {p.distance} km, {p.fuelSaved >= 0 ? `${p.fuelSaved} L saved` : `${-p.fuelSaved} L over`} against the fleet average
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-slate-500">No vehicle reported both distance and fuel in this period.</p>
            )}
            <p className="text-xs text-slate-500">Fuel in litres from the trackers' fuel level and a {TANK_LITRES}-litre tank.</p>
          </div>
        )}
      </AnalyticsPanel>
      <AnalyticsPanel
        title="Night Rest (22:00–06:00)"
        query={rest}
        empty={(rows) => !rows.length}
        emptyText="No active vehicles."
        action={<Input type="date" aria-label="Night of" className="mt-0 w-auto py-1" value={night} onChange={(e) => e.target.value && setNight(e.target.value)} />}
      >
        {(rows) => (
          <table className="w-full">
            <thead className="text-start text-xs text-slate-500">
              <tr>
                <th className="py-1">Vehicle</th>
                <th>Compliance</th>
                <th>Movements</th>
                <th>Moving</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.vehicleId} className="border-t border-slate-100">
                  <td className="py-1 font-semibold">{r.vehicleName}</td>
                  <td className={cn(r.compliancePercentage > GOOD_COMPLIANCE ? 'text-emerald-700' : 'text-amber-700')}>{r.compliancePercentage}%</td>
                  <td>{r.violations}</td>
                  <td>{r.movingMinutes} min</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </AnalyticsPanel>
    </div>
  );
}
