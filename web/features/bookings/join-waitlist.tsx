import { Hourglass } from 'lucide-react';
import { toast } from 'sonner';
import { useJoinWaitlist } from './use-waitlist.ts';
import type { VehicleCategory } from '../../../contract/constants.ts';
import type { JoinWaitlistRequest } from '../../../contract/waitlist.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { problemText } from '../../lib/api.ts';
import { isolated, t } from '../../lib/i18n/index.ts';

export interface TakenSpan {
  vehicleId: number;
  vehicleNumber: string;
  category: VehicleCategory;
  startTime: string;
  endTime: string;
}

/** A taken vehicle's refusal offers a place in line for it, or for any vehicle of its category (docs/decisions/034). */
export function JoinWaitlist({ taken, onJoined }: { taken: TakenSpan; onJoined: () => void }) {
  const join = useJoinWaitlist();
  const span = { startTime: taken.startTime, endTime: taken.endTime };
  const wait = async (request: JoinWaitlistRequest) => {
    try {
      const place = await join.mutateAsync(request);
      toast.success(t('waitlist.joined', { n: place.position ?? 1 }), { description: t('waitlist.joinedText') });
      onJoined();
    } catch (error) {
      toast.error(t('waitlist.joinFailed'), { description: problemText(error, t('waitlist.joinFailed')) });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-violet-300 bg-violet-50 p-3 text-sm" data-testid="join-waitlist">
      <Hourglass className="size-4 text-violet-700" aria-hidden />
      <span className="flex-1">{t('waitlist.offer', { vehicle: isolated(taken.vehicleNumber) })}</span>
      <Button size="sm" disabled={join.isPending} onClick={() => void wait({ vehicleId: taken.vehicleId, ...span })}>
        {t('waitlist.waitFor', { vehicle: isolated(taken.vehicleNumber) })}
      </Button>
      <Button size="sm" variant="secondary" disabled={join.isPending} onClick={() => void wait({ category: taken.category, ...span })}>
        {t('waitlist.waitForAny', { category: t(`category.${taken.category}`) })}
      </Button>
    </div>
  );
}
