import { Battery, Fuel, Gauge, KeyRound, MapPin, Power } from 'lucide-react';
import { toast } from 'sonner';
import type { TrackingRecord } from '../../../contract/tracking.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api.ts';
import { relativeTime } from '../../lib/time.ts';
import { markerState, mileageK } from './marker-style.ts';
import { MiniMap } from './mini-map.tsx';
import { fetchVehicleLocation } from './use-tracking.ts';

const percent = (n: number | null) => (n === null ? '—' : `${Math.round(n)}%`);
const words = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** One vehicle's live card (spec/member-app.md 2, Live Fleet Tracking). */
export function VehicleTrackingCard({ record: r }: { record: TrackingRecord }) {
  const state = markerState(r);
  const locate = async () => {
    try {
      const { address, speed } = await fetchVehicleLocation(r.vehicleId);
      toast.success(`${r.vehicleNumber} location`, { description: address ? `${address} · ${speed} km/h` : 'No position reported yet.' });
    } catch (error) {
      // The server answered and refused (spec: 'Location non-OK'), or it could not be reached.
      if (error instanceof ApiError) toast.error('Location Error', { description: 'Unable to get vehicle location' });
      else toast.error('Connection Error', { description: 'Failed to connect to tracking service' });
    }
  };
  const rows: [typeof Gauge, string, string][] = [
    [Gauge, 'Speed', `${r.currentSpeed} km/h`],
    [Power, 'Engine', words(r.engineStatus)],
    [KeyRound, 'Immobilizer', words(r.immobilizerStatus)],
    [Battery, 'Battery', percent(r.batteryLevel)],
    [Fuel, 'Fuel', percent(r.fuelLevel)],
    [Gauge, 'Mileage', mileageK(r.totalMileage)],
  ];
  return (
    <article data-testid="tracking-card" aria-label={`${r.vehicleNumber} live`} className="space-y-2 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <header className="flex items-center gap-2">
        <span className="size-3 rounded-full" style={{ background: state.colour }} aria-hidden />
        <h3 className="font-bold">{r.vehicleNumber}</h3>
        <span className="text-xs text-slate-500">{r.make} {r.model}</span>
        <span data-testid="tracking-state" className="ms-auto rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold">{r.isOnline ? state.label : 'Offline'}</span>
      </header>
      <MiniMap record={r} />
      <dl className="grid grid-cols-3 gap-1 text-xs">
        {rows.map(([Icon, label, value]) => (
          <div key={label}>
            <dt className="flex items-center gap-1 text-slate-500"><Icon className="size-3" aria-hidden /> {label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p data-testid="tracking-address" className="truncate text-xs text-slate-700">{r.address ?? 'No position reported yet'}</p>
      <div className="flex items-center justify-between">
        <time data-testid="tracking-last-update" className="text-xs text-slate-500" dateTime={r.lastUpdate ?? undefined}>
          {r.lastUpdate ? `Updated ${relativeTime(r.lastUpdate)} (${new Date(r.lastUpdate).toLocaleTimeString('en-GB', { timeZone: 'Asia/Jerusalem' })})` : 'Never reported'}
        </time>
        <Button size="sm" variant="secondary" onClick={() => void locate()}>
          <MapPin className="size-4" aria-hidden /> Location
        </Button>
      </div>
    </article>
  );
}
