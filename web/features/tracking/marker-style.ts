import type { TrackingRecord } from '../../../contract/tracking.contract.ts';

/** docs/spec/member-app.md 4: driving green, active yellow, parked blue, maintenance amber, offline grey. */
export const STATE_COLOURS = { Driving: '#16a34a', Active: '#eab308', Parked: '#2563eb', Maintenance: '#d97706', Offline: '#9ca3af' } as const;
type State = keyof typeof STATE_COLOURS;

function stateOf(r: TrackingRecord): State {
  if (r.status === 'maintenance') return 'Maintenance';
  if (!r.isOnline) return 'Offline';
  if (r.isDriving) return 'Driving';
  return r.engineStatus === 'on' ? 'Active' : 'Parked';
}

export function markerState(r: TrackingRecord): { label: State; colour: string } {
  const label = stateOf(r);
  return { label, colour: STATE_COLOURS[label] };
}

/** Total mileage in thousands of km, as the cards show it: 123K. */
export const mileageK = (km: number | null) => (km === null ? '—' : `${Math.round(km / 1000)}K`);
