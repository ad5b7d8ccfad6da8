import { Hourglass } from 'lucide-react';
import { toast } from 'sonner';
import { useAcceptOffer, useLeaveWaitlist, useMyWaitlist } from './use-waitlist.ts';
import type { WaitlistEntry } from '../../../contract/waitlist.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { problemText } from '../../lib/api.ts';
import { isolated, t } from '../../lib/i18n/index.ts';
import { bookingRange } from '../../lib/time.ts';

const isOpen = (place: WaitlistEntry) => place.status === 'waiting' || place.status === 'offered';
const minutesLeft = (expiresAt: string) => Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 60_000));

/** My places on the waitlist (docs/decisions/034): an offer to accept within its minutes, my place in line, leaving. Shown while I have one. */
export function MyWaitlist() {
  const { data = [] } = useMyWaitlist();
  const open = data.filter(isOpen);
  if (!open.length) return null;
  return (
    <Panel aria-label={t('waitlist.title')}>
      <IconHeading icon={Hourglass} tone="text-violet-700" className="mb-2">
        {t('waitlist.title')}
      </IconHeading>
      <ul className="divide-y divide-slate-100">
        {open.map((place) => (
          <WaitlistPlace key={place.id} place={place} />
        ))}
      </ul>
    </Panel>
  );
}

function WaitlistPlace({ place }: { place: WaitlistEntry }) {
  const accept = useAcceptOffer();
  const leave = useLeaveWaitlist();
  const what = place.category ? t('waitlist.anyOf', { category: t(`category.${place.category}`) }) : isolated(place.vehicleNumber ?? '');
  const acceptOffer = async () => {
    try {
      await accept.mutateAsync(place.id);
      toast.success(t('waitlist.accepted', { vehicle: isolated(place.offer!.vehicleNumber) }));
    } catch (error) {
      toast.error(t('waitlist.acceptFailed'), { description: problemText(error, t('waitlist.acceptFailed')) });
    }
  };
  const leavePlace = async () => {
    try {
      await leave.mutateAsync(place.id);
    } catch (error) {
      toast.error(t('waitlist.leaveFailed'), { description: problemText(error, t('waitlist.leaveFailed')) });
    }
  };
  return (
    <li data-testid="waitlist-place" className="flex flex-wrap items-center gap-3 py-3">
      <span className="font-bold">{what}</span>
      <span className="flex-1 text-sm">{bookingRange(place.startTime, place.endTime)}</span>
      {place.offer ? (
        <>
          <span role="status" className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
            {t('waitlist.offered', { vehicle: isolated(place.offer.vehicleNumber), minutes: minutesLeft(place.offer.expiresAt) })}
          </span>
          <Button size="sm" disabled={accept.isPending} onClick={() => void acceptOffer()}>
            {t('waitlist.accept')}
          </Button>
        </>
      ) : (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold">{t('waitlist.position', { n: place.position ?? 1 })}</span>
      )}
      <Button size="sm" variant="secondary" disabled={leave.isPending} onClick={() => void leavePlace()}>
        {place.offer ? t('waitlist.decline') : t('waitlist.leave')}
      </Button>
    </li>
  );
}
