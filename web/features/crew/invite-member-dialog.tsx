import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useInviteToSeat } from './use-crew.ts';
import type { CrewSeat } from '../../../contract/crew.contract.ts';
import { crewEndpoints } from '../../../contract/crew.endpoints.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/form.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { problemText, queryOf } from '../../lib/api.ts';
import { isolated } from '../../lib/i18n/index.ts';
import { useSettledValue } from '../../lib/use-settled-value.ts';

/**
 * The booker invites a member to an open seat: those who qualify for it until the booking ends are
 * found by name; the one invited is told and accepts by joining the seat.
 */
export function InviteMemberDialog({ bookingId, seat, onClose }: { bookingId: number; seat: CrewSeat; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useSettledValue(search.trim());
  const { data, isError } = useQuery({
    ...queryOf(crewEndpoints.candidates, { params: { id: bookingId }, query: { seat: seat.key, ...(q && { q }) } }),
    placeholderData: keepPreviousData,
  });
  const invite = useInviteToSeat();
  const label = i18n.language === 'he' ? seat.labelHe : seat.label;
  const send = async (userId: number, name: string) => {
    try {
      await invite.mutateAsync({ bookingId, seat: seat.key, userId });
      toast.success(t('crew.invitedToast'), { description: t('crew.invitedToastText', { name: isolated(name), seat: label }) });
      onClose();
    } catch (error) {
      toast.error(t('crew.inviteFailed'), { description: problemText(error, t('crew.tryAgain')) });
    }
  };
  return (
    <Modal open onClose={onClose} title={t('crew.inviteTitle', { seat: label })} description={t('crew.inviteDescription')}>
      <label className="block text-sm font-medium">
        {t('crew.inviteSearch')}
        <Input type="search" className="mt-1" maxLength={100} value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      {isError ? (
        <p className="mt-3 text-sm text-red-700">{t('crew.candidatesFailed')}</p>
      ) : data && !data.length ? (
        <p className="mt-3 text-sm text-slate-600">{t('crew.noCandidates')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" aria-busy={!data}>
          {data?.map((c) => (
            <li key={c.userId} className="flex items-center justify-between gap-2 py-2 text-sm" data-testid="crew-candidate">
              <span>{isolated(c.name)}</span>
              <Button size="sm" disabled={invite.isPending} onClick={() => void send(c.userId, c.name)} aria-label={t('crew.inviteName', { name: c.name })}>
                <UserPlus className="size-4" aria-hidden /> {t('crew.invite')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
