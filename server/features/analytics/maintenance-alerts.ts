import type { MaintenanceAlert } from '../../../contract/analytics.contract.ts';
import { daysBetween } from '../../time.ts';

/** Within this many km of the service mileage: medium; past it: high. */
const SERVICE_KM_WARNING = 1_000;
/** Dates: past or within 7 days high, within 30 days medium, within 60 days low. */
const DATE_BANDS: [number, MaintenanceAlert['priority']][] = [
  [7, 'high'],
  [30, 'medium'],
  [60, 'low'],
];

interface VehicleDates {
  nextServiceMileage: number | null;
  nextServiceDate: string | null;
  insuranceRenewalDate: string | null;
  taxRenewalDate: string | null;
  motExpiryDate: string | null;
}

const DATED: [keyof VehicleDates, MaintenanceAlert['type'], string][] = [
  ['nextServiceDate', 'service_date', 'Service'],
  ['insuranceRenewalDate', 'insurance', 'Insurance renewal'],
  ['taxRenewalDate', 'tax', 'Road tax renewal'],
  ['motExpiryDate', 'test', 'Annual test (MOT)'],
];

/** Maintenance alerts of one vehicle from its mileage now and its dates, most urgent first. */
export function maintenanceAlertsOf(vehicle: VehicleDates, mileageKm: number | null, today: string): MaintenanceAlert[] {
  const alerts: MaintenanceAlert[] = [];
  if (vehicle.nextServiceMileage !== null && mileageKm !== null) {
    const left = vehicle.nextServiceMileage - mileageKm;
    if (left <= SERVICE_KM_WARNING) {
      alerts.push({
        type: 'service_mileage',
        priority: left <= 0 ? 'high' : 'medium',
        message:
          left <= 0
            ? `Service overdue by ${-left} km (due at ${vehicle.nextServiceMileage} km)`
            : `Service due in ${left} km (at ${vehicle.nextServiceMileage} km)`,
        dueDate: null,
        dueMileage: vehicle.nextServiceMileage,
      });
    }
  }
  for (const [field, type, label] of DATED) {
    const due = vehicle[field] as string | null;
    if (!due) continue;
    const days = daysBetween(today, due);
    const band = DATE_BANDS.find(([limit]) => days <= limit);
    if (!band) continue;
    const when = days < 0 ? `overdue since ${due}` : days === 0 ? 'due today' : `due in ${days} days (${due})`;
    alerts.push({ type, priority: band[1], message: `${label} ${when}`, dueDate: due, dueMileage: null });
  }
  const rank = { high: 0, medium: 1, low: 2 };
  return alerts.sort((a, b) => rank[a.priority] - rank[b.priority]);
}
