import type { ReactNode } from 'react';
import type { Vehicle } from '../../../contract/vehicles.contract.ts';
import { calendarDate } from '../../lib/time.ts';
import { allowedUsersOf } from './allowed-users.ts';

const dateOrNone = (iso: string | null) => (iso ? calendarDate(iso) : null);
const km = (n: number | null) => (n === null ? null : `${n.toLocaleString('en-US')} km`);

/** Says plainly that a tab shows stored values and cannot edit them yet. */
function ReadOnlyNote({ what }: { what: string }) {
  return <p className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">Editing {what} is not built yet: these are the stored values.</p>;
}

function FactList({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3 border-b border-slate-100 py-1">
          <dt className="text-slate-500">{label}</dt>
          <dd className="text-right font-medium">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DetailsFacts({ vehicle: v }: { vehicle: Vehicle }) {
  return (
    <div className="space-y-3">
      <ReadOnlyNote what="vehicle details" />
      <FactList
        facts={[
          ['Vehicle number', v.vehicleNumber],
          ['Make', v.make],
          ['Model', v.model],
          ['Year', v.year],
          ['Category', v.category],
          ['Status', v.isActive ? v.status.replaceAll('_', ' ') : 'unavailable (inactive)'],
          ['Fuel type', v.fuelType],
          ['Mileage', km(v.mileage)],
          ['Registration date', dateOrNone(v.registrationDate)],
          ['VIN', v.vin],
          ['Engine number', v.engineNumber],
          ['Description', v.description],
        ]}
      />
    </div>
  );
}

export function PermissionsFacts({ vehicle }: { vehicle: Vehicle }) {
  return (
    <div className="space-y-3">
      <ReadOnlyNote what="permissions" />
      <p className="text-sm text-slate-700">Only users with these roles will be able to book this vehicle.</p>
      <ul className="flex flex-wrap gap-2" aria-label="Allowed user types">
        {allowedUsersOf(vehicle).map((t) => (
          <li key={t} className="rounded-md bg-slate-100 px-2 py-1 text-sm font-medium">{t}</li>
        ))}
      </ul>
    </div>
  );
}

export function MaintenanceFacts({ vehicle: v }: { vehicle: Vehicle }) {
  return (
    <div className="space-y-3">
      <ReadOnlyNote what="maintenance" />
      <FactList
        facts={[
          ['Last service', dateOrNone(v.lastServiceDate)],
          ['Next service', dateOrNone(v.nextServiceDate)],
          ['Next service mileage', km(v.nextServiceMileage)],
          ['Mileage', km(v.mileage)],
          ['Insurance renewal', dateOrNone(v.insuranceRenewalDate)],
          ['Tax renewal', dateOrNone(v.taxRenewalDate)],
          ['Test date', dateOrNone(v.motTestDate)],
          ['Test expiry', dateOrNone(v.motExpiryDate)],
          ['Insurance provider', v.insuranceProvider],
          ['Policy number', v.insurancePolicyNumber],
        ]}
      />
      {v.maintenanceNotes && <p className="rounded-md bg-slate-50 p-3 text-sm whitespace-pre-line">{v.maintenanceNotes}</p>}
    </div>
  );
}

export function EquipmentFacts({ vehicle }: { vehicle: Vehicle }) {
  return (
    <div className="space-y-3">
      <ReadOnlyNote what="equipment" />
      {vehicle.equipment.length === 0 ? (
        <p className="text-sm text-slate-600">No equipment recorded.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 text-sm" aria-label="Equipment">
          {vehicle.equipment.map((item) => (
            <li key={item} className="rounded-md bg-slate-50 px-2 py-1">{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
