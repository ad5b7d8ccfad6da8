import type { TrackingRecord } from '../../../contract/tracking.contract.ts';

/** spec/member-app.md 4: driving green, active yellow, parked blue, maintenance amber, offline grey. */
export function markerState(r: TrackingRecord): { label: string; colour: string } {
  if (r.status === 'maintenance') return { label: 'Maintenance', colour: '#d97706' };
  if (!r.isOnline) return { label: 'Offline', colour: '#9ca3af' };
  if (r.isDriving) return { label: 'Driving', colour: '#16a34a' };
  if (r.engineStatus === 'on') return { label: 'Active', colour: '#eab308' };
  return { label: 'Parked', colour: '#2563eb' };
}

/** Total mileage in thousands of km, as the cards show it: 123K. */
export const mileageK = (km: number | null) => (km === null ? '—' : `${Math.round(km / 1000)}K`);
