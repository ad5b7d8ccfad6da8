import { ArrowRightLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAlternatives, useRescheduleBooking } from './use-bookings.ts';
import type { Booking } from '../../../contract/bookings.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { problemText } from '../../lib/api.ts';
import { isolated } from '../../lib/i18n/index.ts';

/**
 * A booking whose vehicle was taken away (an event, a rule, maintenance, retirement): why, and
 * the vehicles the member may take instead for the same span, each one tap (the booking rules
 * decide); cancelling stays beside it.
 */
export function VehicleWithdrawn({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const withdrawn = booking.vehicleWithdrawn;
  const alternatives = useAlternatives(booking.id, !!withdrawn);
  const move = useRescheduleBooking();
  if (!withdrawn) return null;
  const moveTo = async (vehicleId: number, vehicleNumber: string) => {
    try {
      await move.mutateAsync({ id: booking.id, startTime: booking.startTime, endTime: booking.endTime, vehicleId });
      toast.success(t('withdrawn.moved'), { description: t('withdrawn.movedText', { vehicle: isolated(vehicleNumber) }) });
    } catch (error) {
      toast.error(t('withdrawn.moveFailed'), { description: problemText(error, t('withdrawn.tryAnother')) });
    }
  };
  return (
    <div role="status" className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950" data-testid="vehicle-withdrawn">
      <p className="font-semibold">{t('withdrawn.title', { vehicle: isolated(booking.vehicleNumber) })}</p>
      <p>{t('withdrawn.why', { kind: withdrawn.kind, detail: withdrawn.detail ?? '' })}</p>
      {alternatives.data && alternatives.data.length === 0 && <p>{t('withdrawn.none')}</p>}
      <div className="mt-2 flex flex-wrap gap-2">
        {alternatives.data?.map((v) => (
          <Button key={v.vehicleId} size="sm" disabled={move.isPending} onClick={() => void moveTo(v.vehicleId, v.vehicleNumber)}>
            <ArrowRightLeft className="size-4" aria-hidden /> {t('withdrawn.moveTo', { vehicle: isolated(v.vehicleNumber) })}
          </Button>
        ))}
      </div>
    </div>
  );
}
