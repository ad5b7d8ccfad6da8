import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePendingCheck } from './pending-checks.ts';
import { useBookingCheck } from './use-vehicle-checks.ts';
import { VehicleCheckDialog, type CheckTarget } from './vehicle-check-dialog.tsx';
import type { Booking } from '../../../contract/bookings.contract.ts';
import { CHECK_OPENS_MINUTES_BEFORE } from '../../../contract/vehicle-checks.contract.ts';
import { Button } from '../../components/ui/button.tsx';

/** The check opens an hour before the start of a held booking and closes at its end. */
const checkOpen = (b: Booking) =>
  (b.status === 'confirmed' || b.status === 'active') &&
  Date.parse(b.startTime) - CHECK_OPENS_MINUTES_BEFORE * 60_000 <= Date.now() &&
  Date.parse(b.endTime) > Date.now();

const TONES = {
  passed: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  waived: 'border-slate-300 bg-slate-50 text-slate-900',
  failed: 'border-red-300 bg-red-50 text-red-950',
  not_yet: 'border-amber-300 bg-amber-50 text-amber-950',
} as const;

/** A booking card's start-of-shift check: where it stands, why the code waits, and the check itself. */
export function VehicleCheckLine({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const open = checkOpen(booking);
  const check = useBookingCheck(booking.id, open);
  const pending = usePendingCheck(booking.id);
  const [checking, setChecking] = useState<CheckTarget | null>(null);
  if (!open || !check.data) return null;
  const { state, codeNeedsCheck } = check.data;
  const text = pending ? t('check.waitingToSend') : state === 'not_yet' ? (codeNeedsCheck ? t('check.codeWaits') : t('check.due')) : t(`check.state.${state}`);
  return (
    <div
      role="status"
      data-testid="vehicle-check"
      className={`mt-2 flex flex-wrap items-center gap-2 rounded-md border p-2 text-sm ${TONES[pending ? 'not_yet' : state]}`}
    >
      <span className="flex-1">{text}</span>
      {state === 'not_yet' && !pending && (
        <Button size="sm" onClick={() => setChecking({ bookingId: booking.id, vehicleNumber: booking.vehicleNumber })}>
          <ClipboardCheck className="size-4" aria-hidden /> {t('check.open')}
        </Button>
      )}
      <VehicleCheckDialog target={checking} onClose={() => setChecking(null)} />
    </div>
  );
}
