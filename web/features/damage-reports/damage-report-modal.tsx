import { Loader2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { problemText } from '../../lib/api.ts';
import { fromLocal, localDate, localTime } from '../../lib/time.ts';
import { useActiveBookings, useVehicles } from '../bookings/use-bookings.ts';
import { PhotoPicker, type PickedPhoto } from './photo-picker.tsx';
import { useSubmitDamageReport } from './use-damage-reports.ts';

/** What opens the modal: a booking's Report Issue gives its vehicle and booking. */
export interface DamageReportTarget {
  vehicleId?: number;
  bookingId?: number;
}

const field = 'mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm';

/** Vehicle Damage Report (spec/admin-app.md 2.14); a submitted report cannot be edited. */
export function DamageReportModal({ target, onClose }: { target: DamageReportTarget | null; onClose: () => void }) {
  return (
    <Modal open={!!target} onClose={onClose} title="Vehicle Damage Report" description="Tell us what happened. Once submitted, a report cannot be edited." width="w-[min(42rem,96vw)]">
      {target && <DamageReportForm target={target} onDone={onClose} />}
    </Modal>
  );
}

type Errors = Partial<Record<'vehicleId' | 'incidentDate' | 'location' | 'description', string>>;

function DamageReportForm({ target, onDone }: { target: DamageReportTarget; onDone: () => void }) {
  const { data: vehicles = [] } = useVehicles();
  const { data: bookings = [] } = useActiveBookings();
  const submit = useSubmitDamageReport();
  const now = new Date();
  const [vehicleId, setVehicleId] = useState(target.vehicleId ? String(target.vehicleId) : '');
  const [bookingId, setBookingId] = useState(target.bookingId ? String(target.bookingId) : '');
  const [incidentDate, setIncidentDate] = useState(`${localDate(now)}T${localTime(now)}`);
  const [location, setLocation] = useState('');
  const [description, setDescription] = useState('');
  const [injuries, setInjuries] = useState(false);
  const [policeNotified, setPoliceNotified] = useState(false);
  const [otherParties, setOtherParties] = useState('');
  const [witnesses, setWitnesses] = useState('');
  const [additionalComments, setAdditionalComments] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  // Field messages appear after the first try and then follow the fields as they are fixed.
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string>();
  const vehicleBookings = bookings.filter((b) => String(b.vehicleId) === vehicleId);

  const validate = (): Errors => ({
    ...(Number(vehicleId) >= 1 ? {} : { vehicleId: 'Please select a vehicle' }),
    ...(incidentDate ? {} : { incidentDate: 'Incident date is required' }),
    ...(location.trim() ? {} : { location: 'Location is required' }),
    ...(description.trim().length >= 10 ? {} : { description: 'Please provide a detailed description' }),
  });
  const errors = tried ? validate() : {};

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    setTried(true);
    if (Object.keys(validate()).length) return;
    const [day, time] = incidentDate.split('T') as [string, string];
    try {
      await submit.mutateAsync({
        fields: {
          vehicleId: Number(vehicleId),
          bookingId: bookingId ? Number(bookingId) : null,
          incidentDate: fromLocal(day, time).toISOString(),
          location,
          description,
          injuries,
          policeNotified,
          otherParties: otherParties || null,
          witnesses: witnesses || null,
          additionalComments: additionalComments || null,
        },
        photos: photos.map((p) => p.file),
      });
      toast.success('Report Submitted', { description: 'The admins have your report and will review it.' });
      onDone();
    } catch (error) {
      const message = problemText(error, 'Failed to submit report. Please try again.');
      setProblem(message);
      toast.error('Submission Failed', { description: message });
    }
  };

  return (
    <form onSubmit={(e) => void send(e)} className="space-y-3" noValidate>
      {problem && <Alert>{problem}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Vehicle" error={errors.vehicleId}>
          <select className={field} value={vehicleId} onChange={(e) => (setVehicleId(e.target.value), setBookingId(''))}>
            <option value="">Select a vehicle…</option>
            {vehicles.map((v) => (
              <option key={v.id} value={v.id}>{v.vehicleNumber} — {v.make} {v.model}</option>
            ))}
          </select>
        </Field>
        <Field label="Booking (optional)">
          <select className={field} value={bookingId} onChange={(e) => setBookingId(e.target.value)} disabled={!vehicleBookings.length}>
            <option value="">No booking</option>
            {vehicleBookings.map((b) => (
              <option key={b.id} value={b.id}>#{b.id}, {localDate(new Date(b.startTime))} {localTime(new Date(b.startTime))}</option>
            ))}
          </select>
        </Field>
        <Field label="Incident date and time" error={errors.incidentDate}>
          <input type="datetime-local" className={field} max={`${localDate(now)}T23:59`} value={incidentDate} onChange={(e) => setIncidentDate(e.target.value)} />
        </Field>
        <Field label="Location" error={errors.location}>
          <input className={field} maxLength={500} placeholder="Street, junction or station" value={location} onChange={(e) => setLocation(e.target.value)} />
        </Field>
      </div>
      <Field label="Description" error={errors.description}>
        <textarea className={field} rows={3} maxLength={5000} placeholder="What happened, and what is damaged?" value={description} onChange={(e) => setDescription(e.target.value)} />
      </Field>
      <div className="flex flex-wrap gap-6 text-sm">
        <label className="flex items-center gap-2"><input type="checkbox" checked={injuries} onChange={(e) => setInjuries(e.target.checked)} /> Anyone injured</label>
        <label className="flex items-center gap-2"><input type="checkbox" checked={policeNotified} onChange={(e) => setPoliceNotified(e.target.checked)} /> Police notified</label>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Other parties (optional)">
          <input className={field} maxLength={2000} placeholder="Other drivers, vehicles, insurance" value={otherParties} onChange={(e) => setOtherParties(e.target.value)} />
        </Field>
        <Field label="Witnesses (optional)">
          <input className={field} maxLength={2000} placeholder="Names and phone numbers" value={witnesses} onChange={(e) => setWitnesses(e.target.value)} />
        </Field>
      </div>
      <Field label="Additional comments (optional)">
        <textarea className={field} rows={2} maxLength={2000} value={additionalComments} onChange={(e) => setAdditionalComments(e.target.value)} />
      </Field>
      <PhotoPicker photos={photos} onChange={setPhotos} onProblem={setProblem} />
      <div className="flex justify-end gap-2 border-t border-slate-100 pt-3">
        <Button variant="secondary" onClick={onDone}>Cancel</Button>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? (
            <>
              <Loader2 className="size-4 animate-spin" aria-hidden /> Submitting…
            </>
          ) : (
            'Submit Report'
          )}
        </Button>
      </div>
    </form>
  );
}

function Field({ label, error, children }: { label: string; error?: string | undefined; children: ReactNode }) {
  return (
    <label className="block text-sm font-medium">
      {label}
      {children}
      {error && <span className="mt-1 block text-xs font-normal text-red-700">{error}</span>}
    </label>
  );
}
