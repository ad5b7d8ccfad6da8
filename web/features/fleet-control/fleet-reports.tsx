import { useState } from 'react';
import type { EfficiencyReport, NightRest } from '../../../contract/analytics.contract.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Figures } from '../../components/ui/figures.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { useAnalytics } from './use-analytics.ts';

/** Fleet Control's Fleet Overview: the efficiency report for the range and night rest for one night. */
export function FleetReports({ from, to }: { from: string; to: string }) {
  const [night, setNight] = useState(to);
  const efficiency = useAnalytics<EfficiencyReport>(`/fleet/efficiency-report?from=${from}&to=${to}`);
  const rest = useAnalytics<NightRest[]>(`/fleet/reposo-nocturno?date=${night}`);
  const summary = efficiency.data?.fleetSummary;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card data-testid="efficiency-report">
        <CardHeader>
          <CardTitle className="text-base">Fleet Efficiency</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          {!summary ? (
            <Skeleton className="h-20" />
          ) : (
            <>
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
              {efficiency.data!.topPerformers.length ? (
                <ol className="list-decimal space-y-1 pl-5">
                  {efficiency.data!.topPerformers.map((p) => (
                    <li key={p.vehicleId}>
                      {p.vehicleNumber}: {p.efficiency} km/L over {p.distance} km, {p.fuelSaved >= 0 ? `${p.fuelSaved} L saved` : `${-p.fuelSaved} L over`} against the fleet average
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-slate-500">No vehicle reported both distance and fuel in this period.</p>
              )}
              <p className="text-xs text-slate-500">Fuel in litres from the trackers' fuel level and an 80-litre tank.</p>
            </>
          )}
        </CardContent>
      </Card>
      <Card data-testid="night-rest">
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle className="text-base">Night Rest (22:00–06:00)</CardTitle>
          <input type="date" aria-label="Night of" className="rounded-md border border-slate-300 px-2 py-1 text-sm" value={night} onChange={(e) => e.target.value && setNight(e.target.value)} />
        </CardHeader>
        <CardContent className="text-sm">
          {!rest.data ? (
            <Skeleton className="h-20" />
          ) : (
            <table className="w-full">
              <thead className="text-left text-xs text-slate-500">
                <tr>
                  <th className="py-1">Vehicle</th>
                  <th>Compliance</th>
                  <th>Movements</th>
                  <th>Moving</th>
                </tr>
              </thead>
              <tbody>
                {rest.data.map((r) => (
                  <tr key={r.vehicleId} className="border-t border-slate-100">
                    <td className="py-1 font-semibold">{r.vehicleName}</td>
                    <td className={cn(r.compliancePercentage < 100 ? 'text-amber-700' : 'text-emerald-700')}>{r.compliancePercentage}%</td>
                    <td>{r.violations}</td>
                    <td>{r.movingMinutes} min</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
