import { CalendarClock, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AgreementPdfButton } from './agreement-pdf-button.tsx';
import { holidayConflictText } from './holiday-conflict.ts';
import { RescheduleDialog } from './reschedule-dialog.tsx';
import { useCancelBooking, useLastReturn } from './use-bookings.ts';
import type { Booking } from '../../../contract/bookings.contract.ts';
import { BLOCKING_STATUSES } from '../../../contract/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { problemText } from '../../lib/api.ts';
import { hebrewDate } from '../../lib/hebrew-date.ts';
import { equipmentName, isolated } from '../../lib/i18n/index.ts';
import { bookingRange, formatNotificationTime } from '../../lib/time.ts';

/** docs/architecture.md: cancelled from any state that still holds the vehicle. */
const CANCELLABLE = new Set<string>(BLOCKING_STATUSES);
const RESCHEDULABLE = new Set(['pending', 'confirmed']);

export const canReschedule = (b: Booking) => RESCHEDULABLE.has(b.status);
export const canCancel = (b: Booking) => CANCELLABLE.has(b.status);
/** A booking under way or done: its vehicle can be returned with the checklist. */
export const hasBegun = (b: Booking) =>
  b.status === 'active' || b.status === 'completed' || (b.status === 'confirmed' && new Date(b.startTime).getTime() <= Date.now());

/** Everything about one booking, with what its owner can still do: reschedule, cancel, open the PDF. */
export function BookingDetailsDialog({ booking, onClose, onReschedule }: { booking: Booking | null; onClose: () => void; onReschedule: (b: Booking) => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={!!booking}
      onClose={onClose}
      title={t('details.title')}
      description={booking ? `${isolated(booking.vehicleNumber)}, ${bookingRange(booking.startTime, booking.endTime)}` : ''}
    >
      {booking && <Details key={booking.id} booking={booking} onClose={onClose} onReschedule={onReschedule} />}
    </Modal>
  );
}

/** Cancel, then 'Yes, cancel this booking': one slip of the finger at 3 a.m. cancels nothing. */
export function CancelBookingButton({ booking, onCancelled }: { booking: Booking; onCancelled?: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelBooking();
  const [confirming, setConfirming] = useState(false);
  const cancelBooking = async () => {
    try {
      await cancel.mutateAsync(booking.id);
      toast.success(t('cancel.done'), { description: t('cancel.doneText', { vehicle: isolated(booking.vehicleNumber) }) });
      onCancelled?.();
    } catch (error) {
      setConfirming(false);
      toast.error(t('cancel.failed'), { description: problemText(error, t('cancel.failedText')) });
    }
  };
  if (!canCancel(booking)) return null;
  return confirming ? (
    <Button
      size="sm"
      className="bg-red-700"
      disabled={cancel.isPending}
      onClick={() => void cancelBooking()}
      onBlur={() => !cancel.isPending && setConfirming(false)}
    >
      <XCircle className="size-4" aria-hidden /> {t('cancel.confirm')}
    </Button>
  ) : (
    <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setConfirming(true)}>
      <XCircle className="size-4" aria-hidden /> {t('cancel.button')}
    </Button>
  );
}

function Details({ booking: b, onClose, onReschedule }: { booking: Booking; onClose: () => void; onReschedule: (b: Booking) => void }) {
  const { t } = useTranslation();
  const hebrewStart = hebrewDate(b.startTime);
  const hebrewEnd = hebrewDate(b.endTime);
  const rows: [string, string][] = [
    [t('details.vehicle'), isolated(b.vehicleNumber)],
    [t('details.when'), bookingRange(b.startTime, b.endTime)],
    [t('details.hebrewDate'), hebrewStart === hebrewEnd ? hebrewStart : `${hebrewStart} – ${hebrewEnd}`],
    [t('details.status'), t(`bookingStatus.${b.status}`)],
    [t('details.agreement'), b.agreementSigned ? t('details.signed') : t('details.notSigned')],
    [t('details.booked'), formatNotificationTime(b.createdAt)],
    [t('details.number'), isolated(`#${b.id}`)],
  ];
  if (b.purpose) rows.push([t('bookingDialog.purpose'), t(`purpose.${b.purpose}`)]);
  if (b.isEmergency) rows.push([t('bookingDialog.emergency'), t('details.yes')]);
  if (b.notes) rows.push([t('details.notes'), b.notes]);
  const whyApproval = holidayConflictText(b);
  if (whyApproval) rows.push([t('details.whyApproval'), whyApproval]);
  if (b.cancellationReason) rows.push([t('details.cancellationReason'), b.cancellationReason]);

  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-500">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {(b.status === 'confirmed' || b.status === 'pending' || b.status === 'active') && <LastReturn booking={b} />}
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
        {b.agreementSigned && <AgreementPdfButton bookingId={b.id} />}
        {canReschedule(b) && (
          <Button size="sm" variant="secondary" onClick={() => onReschedule(b)}>
            <CalendarClock className="size-4" aria-hidden /> {t('details.reschedule')}
          </Button>
        )}
        <CancelBookingButton booking={b} onCancelled={onClose} />
      </div>
    </div>
  );
}

/** How the vehicle was given back last time (by whoever held it before this booking). */
function LastReturn({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const last = useLastReturn(booking.vehicleId).data?.lastReturn;
  if (!last || last.bookingId === booking.id) return null;
  const facts = [
    formatNotificationTime(last.returnedAt),
    last.mileage !== null ? t('lastReturn.km', { km: last.mileage }) : null,
    t('lastReturn.fuel', { fuel: t(`fuel.${last.fuelLevel}`) }),
    t(`cleanliness.${last.cleanliness}`),
  ].filter(Boolean);
  return (
    <section className="rounded-lg bg-slate-50 p-3 text-sm" aria-label={t('lastReturn.title')}>
      <h3 className="mb-1 font-semibold text-slate-800">{t('lastReturn.title')}</h3>
      <p className="text-slate-700">{facts.join(' · ')}</p>
      {last.damageSeen && <p className="text-red-800">{t('lastReturn.damage', { damage: last.damageDescription ?? '' })}</p>}
      {last.equipmentMissing.length > 0 && (
        <p className="text-amber-900">{t('lastReturn.missing', { items: last.equipmentMissing.map(equipmentName).join(', ') })}</p>
      )}
      {last.notes && <p className="text-slate-700">{t('lastReturn.notes', { notes: last.notes })}</p>}
    </section>
  );
}

/** The details and reschedule dialogs of a bookings list, and how to open them. */
export function useBookingDialogs() {
  const [details, setDetails] = useState<Booking | null>(null);
  const [rescheduling, setRescheduling] = useState<Booking | null>(null);
  const dialogs = (
    <>
      <BookingDetailsDialog
        booking={details}
        onClose={() => setDetails(null)}
        onReschedule={(b) => {
          setDetails(null);
          setRescheduling(b);
        }}
      />
      <RescheduleDialog booking={rescheduling} onClose={() => setRescheduling(null)} />
    </>
  );
  return { showDetails: setDetails, reschedule: setRescheduling, dialogs };
}
