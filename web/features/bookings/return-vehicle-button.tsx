import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasBegun } from './booking-details-dialog.tsx';
import type { Booking } from '../../../contract/bookings.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { ReturnVehicleDialog } from '../documents/index.ts';

/** A begun booking's Return Vehicle, with the checklist dialog it opens; nothing for one not begun. */
export function ReturnVehicleButton({ booking: b }: { booking: Booking }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!hasBegun(b)) return null;
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        <Undo2 className="size-4" aria-hidden /> {t('myBookings.return')}
      </Button>
      <ReturnVehicleDialog target={open ? { bookingId: b.id, vehicleId: b.vehicleId, vehicleNumber: b.vehicleNumber } : null} onClose={() => setOpen(false)} />
    </>
  );
}
