import { FileSignature, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { InviteMemberDialog } from './invite-member-dialog.tsx';
import { useCrew, useLeaveSeat } from './use-crew.ts';
import type { CrewSeat } from '../../../contract/crew.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { problemText } from '../../lib/api.ts';
import { isolated } from '../../lib/i18n/index.ts';

/**
 * A booking's crew on its card: each seat and who holds it (or that it is open), and the viewer's
 * own seat to leave and the agreement to sign (each seat holder signs it: `onSign`). Shown only for
 * a vehicle with more than one seat.
 */
export function CrewLine({ bookingId, viewerId, onSign }: { bookingId: number; viewerId: number | undefined; onSign?: () => void }) {
  const { t, i18n } = useTranslation();
  const { data: crew } = useCrew(bookingId);
  const leave = useLeaveSeat();
  const [inviting, setInviting] = useState<CrewSeat | null>(null);
  if (!crew || crew.seats.length < 2) return null;
  const isBooker = crew.seats.some((s) => s.isBooker && s.holder?.userId === viewerId);
  const held = crew.status === 'pending' || crew.status === 'confirmed' || crew.status === 'active';
  const label = (s: (typeof crew.seats)[number]) => (i18n.language === 'he' ? s.labelHe : s.label);
  const mine = crew.seats.find((s) => !s.isBooker && s.holder?.userId === viewerId);
  const leaveSeat = async (seat: string) => {
    try {
      await leave.mutateAsync({ bookingId, seat });
    } catch (error) {
      toast.error(t('crew.leaveFailed'), { description: problemText(error, t('crew.tryAgain')) });
    }
  };
  return (
    <div className="mt-2 rounded-md bg-slate-50 p-2 text-sm" data-testid="crew-line">
      <p className="flex items-center gap-1 font-medium">
        <Users className="size-4" aria-hidden /> {crew.complete ? t('crew.complete') : t('crew.incomplete')}
      </p>
      <ul className="mt-1 space-y-0.5">
        {crew.seats.map((s) => (
          <li key={s.key}>
            <span className="font-medium">{label(s)}</span>
            {': '}
            {s.holder
              ? `${isolated(s.holder.name)} · ${t(s.holder.agreementSigned ? 'crew.signed' : 'crew.notSigned')}`
              : s.invited
                ? t('crew.invitedName', { name: isolated(s.invited.name) })
                : s.required
                  ? t('crew.open')
                  : t('crew.optional')}
            {isBooker && held && !s.holder && !s.invited && (
              <Button size="sm" variant="ghost" className="ms-2" onClick={() => setInviting(s)} aria-label={t('crew.inviteTo', { seat: label(s) })}>
                <UserPlus className="size-4" aria-hidden /> {t('crew.invite')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {mine && (
        <div className="mt-1 flex flex-wrap gap-2">
          {!mine.holder?.agreementSigned && onSign && (
            <Button size="sm" onClick={onSign}>
              <FileSignature className="size-4" aria-hidden /> {t('crew.signAgreement')}
            </Button>
          )}
          <Button size="sm" variant="ghost" className="text-red-700" disabled={leave.isPending} onClick={() => void leaveSeat(mine.key)}>
            {t('crew.leave')}
          </Button>
        </div>
      )}
      {inviting && <InviteMemberDialog bookingId={bookingId} seat={inviting} onClose={() => setInviting(null)} />}
    </div>
  );
}
