import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Vehicle } from '../../../contract/vehicles.contract.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { problemText } from '../../lib/api.ts';
import { fromLocal, localDate, localTime } from '../../lib/time.ts';
import { AvailabilityTab, FleetOverviewTab } from './booking-dialog-tabs.tsx';
import { useCreateBooking, useVehicles } from './use-bookings.ts';
import { TAB_LIST, TAB_TRIGGER } from '../../components/ui/tabs.ts';

const QUICK_HOURS = [1, 2, 4, 6, 8, 12];
const addHours = (hhmm: string, hours: number) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${String((h + hours) % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
};

/** 'Book Vehicle - Enhanced Planning View' (spec/member-app.md 2). */
export function BookingDialog({ vehicle, onClose }: { vehicle: Vehicle | null; onClose: () => void }) {
  return (
    <Dialog.Root open={!!vehicle} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(46rem,96vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl">
          <div className="mb-4 flex items-start justify-between">
            <Dialog.Title className="text-xl font-bold">Book Vehicle - Enhanced Planning View</Dialog.Title>
            <Dialog.Close aria-label="Close" className="rounded p-1 hover:bg-slate-100">
              <X className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Choose a vehicle and a time window.</Dialog.Description>
          {vehicle && <BookingForm initialVehicleId={vehicle.id} onDone={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function BookingForm({ initialVehicleId, onDone }: { initialVehicleId: number; onDone: () => void }) {
  const { data: vehicles = [] } = useVehicles();
  const create = useCreateBooking();
  const now = new Date();
  const [viewDate, setViewDate] = useState(localDate(now));
  const [vehicleId, setVehicleId] = useState(String(initialVehicleId));
  const [startTime, setStartTime] = useState('');
  const [endTime, setEndTime] = useState('');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string>();
  const endNextDay = !!startTime && !!endTime && endTime <= startTime;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (!vehicleId || !startTime || !endTime) return setProblem('Please fill in all required fields');
    const vehicle = vehicles.find((v) => String(v.id) === vehicleId);
    if (!vehicle) return setProblem('Selected vehicle not found');
    const start = fromLocal(viewDate, startTime);
    const endDate = endNextDay ? localDate(new Date(start.getTime() + 86_400_000)) : viewDate;
    try {
      const booking = await create.mutateAsync({ vehicleId: vehicle.id, startTime: start.toISOString(), endTime: fromLocal(endDate, endTime).toISOString(), notes: notes.trim() || null });
      toast.success('Booking Created', {
        description: `Your booking for ${vehicle.vehicleNumber} has been created successfully!${booking.status === 'pending' ? " It waits for an admin's approval (Shabbat or festival)." : ''}`,
      });
      setStartTime('');
      setEndTime('');
      setNotes('');
      onDone();
    } catch (error) {
      toast.error('Booking Failed', { description: problemText(error, 'Failed to create booking') });
    }
  };

  return (
    <Tabs.Root defaultValue="details">
      <Tabs.List className={`mb-4 ${TAB_LIST}`}>
        <Tabs.Trigger value="details" className={TAB_TRIGGER}>Booking Details</Tabs.Trigger>
        <Tabs.Trigger value="availability" className={TAB_TRIGGER}>Vehicle Availability</Tabs.Trigger>
        <Tabs.Trigger value="overview" className={TAB_TRIGGER}>Fleet Overview</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details">
        <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
          {problem && <Alert>{problem}</Alert>}
          <div className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col text-sm font-medium">
              View date
              <input type="date" className="mt-1 rounded-md border border-slate-300 px-2 py-1.5" min={localDate(now)} value={viewDate} onChange={(e) => setViewDate(e.target.value)} />
            </label>
            <Button variant="secondary" size="sm" onClick={() => setViewDate(localDate(new Date()))}>Today</Button>
            <Button variant="secondary" size="sm" onClick={() => setViewDate(localDate(new Date(Date.now() + 86_400_000)))}>Tomorrow</Button>
          </div>
          <label className="flex flex-col text-sm font-medium">
            Vehicle
            <select className="mt-1 rounded-md border border-slate-300 px-2 py-2" value={vehicleId} onChange={(e) => setVehicleId(e.target.value)}>
              {vehicles.map((v) => (
                <option key={v.id} value={v.id} disabled={!v.isActive}>
                  {v.vehicleNumber} — {v.make} {v.model}{v.bookable ? '' : ' (unavailable)'}
                </option>
              ))}
            </select>
          </label>
          <div className="grid grid-cols-2 gap-3">
            <label className="flex flex-col text-sm font-medium">
              Start time
              <input type="time" required className="mt-1 rounded-md border border-slate-300 px-2 py-1.5" min={viewDate === localDate(now) ? localTime(now) : undefined} value={startTime} onChange={(e) => setStartTime(e.target.value)} />
            </label>
            <label className="flex flex-col text-sm font-medium">
              End time{endNextDay && <span className="text-xs font-normal text-slate-500"> (next day)</span>}
              <input type="time" required className="mt-1 rounded-md border border-slate-300 px-2 py-1.5" value={endTime} onChange={(e) => setEndTime(e.target.value)} />
            </label>
          </div>
          <div className="flex flex-wrap gap-2" aria-label="Quick durations">
            {QUICK_HOURS.map((h) => (
              <Button key={h} variant="secondary" size="sm" disabled={!startTime} onClick={() => setEndTime(addHours(startTime, h))}>
                {h}h
              </Button>
            ))}
          </div>
          <label className="flex flex-col text-sm font-medium">
            Notes (optional)
            <textarea className="mt-1 rounded-md border border-slate-300 px-2 py-1.5" rows={2} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} />
          </label>
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button type="submit" disabled={create.isPending}>{create.isPending ? 'Creating…' : 'Create Booking'}</Button>
          </div>
        </form>
      </Tabs.Content>
      <Tabs.Content value="availability">
        <AvailabilityTab date={viewDate} />
      </Tabs.Content>
      <Tabs.Content value="overview">
        <FleetOverviewTab date={viewDate} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
