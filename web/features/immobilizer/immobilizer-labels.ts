import type { Vehicle } from '../../../contract/vehicles.contract.ts';

/** docs/spec/admin-app.md 4: the immobilizer label of a vehicle. */
export type ImmobilizerLabel = 'Inactive' | 'No Immobilizer' | 'Needs Ituran Code' | 'Fully Configured';

export function immobilizerLabel(v: Pick<Vehicle, 'isActive' | 'immobilizerEnabled' | 'hasIturanCode'>): ImmobilizerLabel {
  if (!v.isActive) return 'Inactive';
  if (!v.immobilizerEnabled) return 'No Immobilizer';
  return v.hasIturanCode ? 'Fully Configured' : 'Needs Ituran Code';
}

export const LABEL_TONES: Record<ImmobilizerLabel, string> = {
  Inactive: 'bg-slate-200 text-slate-700',
  'No Immobilizer': 'bg-slate-100 text-slate-700',
  'Needs Ituran Code': 'bg-amber-100 text-amber-900',
  'Fully Configured': 'bg-emerald-100 text-emerald-900',
};

/** The panel's summary; 'Needs Setup' = enabled minus fully configured. */
export function immobilizerSummary(vehicles: Vehicle[]) {
  const enabled = vehicles.filter((v) => v.isActive && v.immobilizerEnabled).length;
  const configured = vehicles.filter((v) => immobilizerLabel(v) === 'Fully Configured').length;
  return { total: vehicles.length, enabled, configured, needsSetup: enabled - configured };
}
