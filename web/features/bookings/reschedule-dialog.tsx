import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Booking } from '../../../contract/bookings.contract.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { problemText } from '../../lib/api.ts';
import { bookingRange, fromLocal, localDate, localTime } from '../../lib/time.ts';
import { useRescheduleBooking } from './use-bookings.ts';

const field = 'mt-1 rounded-md border border-slate-300 px-2 py-1.5';

/** A new window for a pending or confirmed booking; the server checks it like a new booking. */
export function RescheduleDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  return (
    <Modal open={!!booking} onClose={onClose} title="Reschedule Booking" description={booking ? `${booking.vehicleNumber}, now ${bookingRange(booking.startTime, booking.endTime)}` : ''}>
      {booking && <RescheduleForm key={booking.id} booking={booking} onDone={onClose} />}
    </Modal>
  );
}

function RescheduleForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const reschedule = useRescheduleBooking();
  const start = new Date(booking.startTime);
  const end = new Date(booking.endTime);
  const [date, setDate] = useState(localDate(start));
  const [startTime, setStartTime] = useState(localTime(start));
  const [endDate, setEndDate] = useState(localDate(end));
  const [endTime, setEndTime] = useState(localTime(end));
  const [problem, setProblem] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    if (!date || !startTime || !endDate || !endTime) return setProblem('Please fill in all required fields');
    const from = fromLocal(date, startTime);
    const to = fromLocal(endDate, endTime);
    if (to <= from) return setProblem('The end must be after the start.');
    try {
      const updated = await reschedule.mutateAsync({ id: booking.id, startTime: from.toISOString(), endTime: to.toISOString() });
      toast.success('Booking Rescheduled', {
        description: `${updated.vehicleNumber}, ${bookingRange(updated.startTime, updated.endTime)}.${updated.status === 'pending' ? " It waits for an admin's approval (Shabbat or festival)." : ''}`,
      });
      onDone();
    } catch (error) {
      const message = problemText(error, 'Failed to reschedule the booking');
      setProblem(message);
      toast.error('Reschedule Failed', { description: message });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
      {problem && <Alert>{problem}</Alert>}
      <div className="grid grid-cols-2 gap-3">
        <label className="flex flex-col text-sm font-medium">
          Start date
          <input type="date" className={field} min={localDate(new Date())} value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label className="flex flex-col text-sm font-medium">
          Start time
          <input type="time" className={field} value={startTime} onChange={(e) => setStartTime(e.target.value)} />
        </label>
        <label className="flex flex-col text-sm font-medium">
          End date
          <input type="date" className={field} min={date} value={endDate} onChange={(e) => setEndDate(e.target.value)} />
        </label>
        <label className="flex flex-col text-sm font-medium">
          End time
          <input type="time" className={field} value={endTime} onChange={(e) => setEndTime(e.target.value)} />
        </label>
      </div>
      <p className="text-xs text-slate-500">The new time is checked like a new booking. A time over Shabbat or a festival waits for an admin's approval again.</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>Keep current time</Button>
        <Button type="submit" disabled={reschedule.isPending}>{reschedule.isPending ? 'Saving…' : 'Reschedule'}</Button>
      </div>
    </form>
  );
}
