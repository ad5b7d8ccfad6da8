import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useOfferHandover } from './use-handovers.ts';
import type { Booking } from '../../../contract/bookings.contract.ts';
import { crewEndpoints } from '../../../contract/crew.endpoints.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input, Textarea } from '../../components/ui/form.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { problemText, queryOf } from '../../lib/api.ts';
import { isolated, t } from '../../lib/i18n/index.ts';
import { bookingRange } from '../../lib/time.ts';
import { useSettledValue } from '../../lib/use-settled-value.ts';

/** The members who qualify for the booker's seat, found by name (the crew feature's candidates). */
function useReceivers(bookingId: number, search: string) {
  const crew = useQuery(queryOf(crewEndpoints.crew, { params: { id: bookingId } }));
  const seat = crew.data?.seats.find((s) => s.isBooker) ?? crew.data?.seats[0];
  const q = useSettledValue(search.trim());
  return useQuery({
    ...queryOf(crewEndpoints.candidates, { params: { id: bookingId }, query: { seat: seat?.key ?? '', ...(q && { q }) } }),
    enabled: !!seat,
    placeholderData: keepPreviousData,
  });
}

/** Hand my shift to a member I choose, or to anyone who qualifies (docs/decisions/035). */
export function HandoverDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const [toAnyone, setToAnyone] = useState(true);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ userId: number; name: string } | null>(null);
  const [note, setNote] = useState('');
  const receivers = useReceivers(booking.id, search);
  const offer = useOfferHandover();
  const send = async () => {
    try {
      await offer.mutateAsync({ bookingId: booking.id, ...(!toAnyone && chosen && { toUserId: chosen.userId }), ...(note.trim() && { note: note.trim() }) });
      toast.success(t('handover.offeredToast'), {
        description: toAnyone ? t('handover.offeredAnyone') : t('handover.offeredTo', { name: isolated(chosen!.name) }),
      });
      onClose();
    } catch (error) {
      toast.error(t('handover.offerFailed'), { description: problemText(error, t('handover.offerFailed')) });
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('handover.title', { vehicle: isolated(booking.vehicleNumber) })}
      description={`${bookingRange(booking.startTime, booking.endTime)} · ${t('handover.description')}`}
    >
      <fieldset className="space-y-2">
        <legend className="sr-only">{t('handover.to')}</legend>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="radio" className="size-5" checked={toAnyone} onChange={() => setToAnyone(true)} /> {t('handover.anyone')}
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="radio" className="size-5" checked={!toAnyone} onChange={() => setToAnyone(false)} /> {t('handover.named')}
        </label>
      </fieldset>
      {!toAnyone && (
        <div className="mt-2">
          <label className="block text-sm font-medium">
            {t('handover.search')}
            <Input type="search" className="mt-1" maxLength={100} value={search} onChange={(e) => setSearch(e.target.value)} />
          </label>
          {receivers.data && !receivers.data.length ? (
            <p className="mt-2 text-sm text-slate-600">{t('handover.nobody')}</p>
          ) : (
            <ul className="mt-2 max-h-48 divide-y divide-slate-100 overflow-y-auto" aria-busy={!receivers.data}>
              {receivers.data?.map((c) => (
                <li key={c.userId}>
                  <label className="flex min-h-11 items-center gap-2 text-sm">
                    <input type="radio" name="receiver" className="size-5" checked={chosen?.userId === c.userId} onChange={() => setChosen(c)} />
                    {isolated(c.name)}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <label className="mt-3 block text-sm font-medium">
        {t('handover.note')}
        <Textarea rows={2} maxLength={500} className="mt-1" value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button disabled={offer.isPending || (!toAnyone && !chosen)} onClick={() => void send()}>
          {t('handover.send')}
        </Button>
      </div>
    </Modal>
  );
}
