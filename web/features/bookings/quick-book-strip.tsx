import { Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { problemText } from '../../lib/api.ts';
import { fromLocal, localDate } from '../../lib/time.ts';
import { useCreateBooking, useVehicles } from './use-bookings.ts';

const STORAGE_KEY = 'quick_book';
interface QuickBook {
  vehicle: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}
const DEFAULTS: QuickBook = { vehicle: '', startDate: '', startTime: '08:00', endDate: '', endTime: '12:00' };

function load(): QuickBook {
  try {
    return { ...DEFAULTS, ...(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<QuickBook>) };
  } catch {
    return DEFAULTS;
  }
}

/** Quick Book at the top of the dashboard; its entries are kept in this browser (spec/member-app.md 5). */
export function QuickBookStrip() {
  const { data: vehicles = [] } = useVehicles();
  const create = useCreateBooking();
  const [entry, setEntry] = useState<QuickBook>(load);
  useEffect(() => localStorage.setItem(STORAGE_KEY, JSON.stringify(entry)), [entry]);
  const set = (field: keyof QuickBook) => (e: { target: { value: string } }) => setEntry({ ...entry, [field]: e.target.value });
  const today = localDate(new Date());

  const group = (label: string, category: string) => (
    <optgroup label={label}>
      {vehicles
        .filter((v) => v.category === category)
        .map((v) => (
          <option key={v.id} value={v.vehicleNumber} disabled={!v.isActive}>
            {v.vehicleNumber}
          </option>
        ))}
    </optgroup>
  );

  const bookNow = async () => {
    if (!entry.vehicle) return toast.error('Vehicle Required', { description: 'Please select a vehicle to book' });
    if (!entry.startDate || !entry.startTime) return toast.error('Pick-up Details Required', { description: 'Please select pick-up date and time' });
    if (!entry.endDate || !entry.endTime) return toast.error('Drop-off Details Required', { description: 'Please select drop-off date and time' });
    const vehicle = vehicles.find((v) => v.vehicleNumber === entry.vehicle);
    if (!vehicle) return toast.error('Booking Failed', { description: 'Selected vehicle not found' });
    try {
      await create.mutateAsync({
        vehicleId: vehicle.id,
        startTime: fromLocal(entry.startDate, entry.startTime).toISOString(),
        endTime: fromLocal(entry.endDate, entry.endTime).toISOString(),
        notes: null,
      });
      toast.success('Booking Created', { description: `Your booking for ${vehicle.vehicleNumber} has been created successfully!` });
    } catch (error) {
      toast.error('Booking Failed', { description: problemText(error, 'Failed to create booking') });
    }
  };

  const field = 'mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm';
  return (
    <section aria-label="Quick Book" className="grid grid-cols-2 items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:grid-cols-4 xl:grid-cols-8">
      <label className="text-xs font-semibold text-slate-700">
        Vehicle
        <select className={field} value={entry.vehicle} onChange={set('vehicle')}>
          <option value="">Select…</option>
          {group('Paramedic', 'ALS Vehicle')}
          {group('BLS vehicles', 'BLS Vehicles')}
          {group('Ambulances', 'Ambulances')}
        </select>
      </label>
      <label className="text-xs font-semibold text-slate-700">
        Pick-up location
        <input className={`${field} bg-slate-100`} value="Beit Shemesh station" readOnly />
      </label>
      <label className="text-xs font-semibold text-slate-700">
        Pick-up date
        <input type="date" className={field} min={today} value={entry.startDate} onChange={set('startDate')} />
      </label>
      <label className="text-xs font-semibold text-slate-700">
        Pick-up time
        <input type="time" className={field} value={entry.startTime} onChange={set('startTime')} />
      </label>
      <label className="text-xs font-semibold text-slate-700">
        Drop-off date
        <input type="date" className={field} min={today} value={entry.endDate} onChange={set('endDate')} />
      </label>
      <label className="text-xs font-semibold text-slate-700">
        Drop-off time
        <input type="time" className={field} value={entry.endTime} onChange={set('endTime')} />
      </label>
      <Button className="col-span-2" disabled={create.isPending} onClick={() => void bookNow()}>
        <Zap className="size-4" aria-hidden /> {create.isPending ? 'Booking…' : 'Book Now'}
      </Button>
    </section>
  );
}
