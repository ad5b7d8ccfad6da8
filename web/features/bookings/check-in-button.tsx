import { MapPinCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCheckIn } from './use-bookings.ts';
import type { Booking, CheckInRequest } from '../../../contract/bookings.contract.ts';
import { CHECK_IN_OPENS_MINUTES } from '../../../contract/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { problemText } from '../../lib/api.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { formatNotificationTime } from '../../lib/time.ts';

/** A held booking not checked in yet, from 15 minutes before its start until its end. */
export const canCheckIn = (b: Booking, at = Date.now()) =>
  (b.status === 'confirmed' || b.status === 'active') &&
  !b.checkedInAt &&
  new Date(b.startTime).getTime() - CHECK_IN_OPENS_MINUTES * 60_000 <= at &&
  at < new Date(b.endTime).getTime();

/** The phone's position, or nothing when it cannot or may not tell (the server then says what it needs). */
function phonePosition(): Promise<CheckInRequest> {
  if (!('geolocation' in navigator)) return Promise.resolve({});
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      () => resolve({}),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    ),
  );
}

/** Check in: the member is here for the shift; with the setting, the phone's position goes with it. */
export function CheckInButton({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const checkIn = useCheckIn();
  const nearVehicle = usePublicConfig().data?.checkInNearVehicle ?? false;
  if (booking.checkedInAt) {
    return <p className="text-sm text-emerald-800">{t('checkIn.done', { time: formatNotificationTime(booking.checkedInAt) })}</p>;
  }
  if (!canCheckIn(booking)) return null;
  const send = async () => {
    try {
      await checkIn.mutateAsync({ id: booking.id, ...(nearVehicle ? await phonePosition() : {}) });
      toast.success(t('checkIn.doneToast'), { description: t('checkIn.doneToastText') });
    } catch (error) {
      toast.error(t('checkIn.failed'), { description: problemText(error, t('checkIn.failedText')) });
    }
  };
  return (
    <Button size="sm" disabled={checkIn.isPending} onClick={() => void send()}>
      <MapPinCheck className="size-4" aria-hidden /> {checkIn.isPending ? t('checkIn.sending') : t('checkIn.button')}
    </Button>
  );
}
