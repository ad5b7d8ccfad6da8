import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useJoinSeat } from './use-crew.ts';
import { Button } from '../../components/ui/button.tsx';
import { problemText } from '../../lib/api.ts';

/** Join the seat a notice offers, in one tap (an open seat, or an invitation to one). */
export function JoinSeatButton({ bookingId, seat }: { bookingId: number; seat: string }) {
  const { t } = useTranslation();
  const join = useJoinSeat();
  const send = async () => {
    try {
      const crew = await join.mutateAsync({ bookingId, seat });
      toast.success(t('crew.joinedToast'), { description: t('crew.joinedToastText', { vehicle: crew.vehicleNumber }) });
    } catch (error) {
      toast.error(t('crew.joinFailed'), { description: problemText(error, t('crew.tryAgain')) });
    }
  };
  return (
    <Button size="sm" disabled={join.isPending || join.isSuccess} onClick={() => void send()}>
      <UserPlus className="size-4" aria-hidden /> {join.isSuccess ? t('crew.joined') : t('crew.join')}
    </Button>
  );
}
