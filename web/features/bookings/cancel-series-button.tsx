import { Repeat } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCancelSeries } from './use-bookings.ts';
import type { Booking } from '../../../contract/bookings.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { problemText } from '../../lib/api.ts';

/** An occurrence of a series that has not begun: it and every later one are cancelled at once (asked twice, like a cancellation). */
export function CancelSeriesButton({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const cancel = useCancelSeries();
  const [confirming, setConfirming] = useState(false);
  if (booking.seriesId === null || (booking.status !== 'pending' && booking.status !== 'confirmed')) return null;
  const seriesId = booking.seriesId;
  const cancelFromHere = async () => {
    try {
      const { cancelled } = await cancel.mutateAsync({ seriesId, from: booking.startTime });
      toast.success(t('series.cancelled', { n: cancelled }));
    } catch (error) {
      setConfirming(false);
      toast.error(t('series.cancelFailed'), { description: problemText(error, t('cancel.failedText')) });
    }
  };
  return confirming ? (
    <Button
      size="sm"
      className="bg-red-700"
      disabled={cancel.isPending}
      onClick={() => void cancelFromHere()}
      onBlur={() => !cancel.isPending && setConfirming(false)}
    >
      <Repeat className="size-4" aria-hidden /> {t('series.confirm')}
    </Button>
  ) : (
    <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setConfirming(true)}>
      <Repeat className="size-4" aria-hidden /> {t('series.cancelFromHere')}
    </Button>
  );
}
