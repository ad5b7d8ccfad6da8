import { CheckCircle2, ShieldAlert, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { holidayConflictText } from './holiday-conflict.ts';
import { useApprovalQueue, useDecideBooking } from './use-approvals.ts';
import type { Booking } from '../../../contract/bookings.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/form.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { isolated, personName } from '../../lib/i18n/index.ts';
import { bookingRange } from '../../lib/time.ts';
import { useRestrictedPeriodWords } from '../settings/index.ts';

/** The admin approval queue of Shabbat and festival bookings (docs/spec/admin-app.md 2.17), polled every 30 s. */
export function ApprovalQueue() {
  const { t } = useTranslation();
  const { data, isPending } = useApprovalQueue();
  const decide = useDecideBooking();
  const restricted = useRestrictedPeriodWords();
  const [texts, setTexts] = useState<Record<number, string>>({});
  const { titleRef, listRef, deciding } = useFocusAfterDecision(data);

  const act = async (b: Booking, action: 'approve' | 'reject') => {
    const text = (texts[b.id] ?? '').trim();
    if (action === 'reject' && !text) return toast.error(t('approvals.rejectFailed'), { description: t('approvals.reasonFirst') });
    try {
      deciding(b.id);
      await decide.mutateAsync({ id: b.id, action, text });
      toast.success(action === 'approve' ? t('approvals.approved') : t('approvals.rejected'), {
        description: t('approvals.notified', { member: b.userName ?? t('approvals.theMember') }),
      });
    } catch (error) {
      deciding(null);
      toast.error(action === 'approve' ? t('approvals.approveFailed') : t('approvals.rejectFailed'), {
        description: action === 'approve' ? t('approvals.approveFailedText') : problemText(error, t('approvals.rejectFailedText')),
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle ref={titleRef} tabIndex={-1} className="flex items-center gap-2 text-lg">
          <ShieldAlert className="size-5 text-amber-600" aria-hidden /> {t('approvals.title')}
        </CardTitle>
        <p className="text-sm text-slate-600">{t('approvals.intro', { restricted })}</p>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24" />
        ) : !data?.length ? (
          <EmptyState>{t('approvals.empty')}</EmptyState>
        ) : (
          <ul ref={listRef} className="space-y-3">
            {data.map((b) => (
              <li key={b.id} data-testid="pending-approval" data-booking-id={b.id} className="rounded-lg border border-amber-200 bg-amber-50/50 p-3">
                <p className="font-semibold">
                  {isolated(b.vehicleNumber)} · {personName(b.userName ?? '')} · {bookingRange(b.startTime, b.endTime)}
                </p>
                {b.holidayConflictReason && <p className="text-sm text-amber-900">{holidayConflictText(b)}</p>}
                {b.notes && <p className="text-sm text-slate-600">{t('approvals.notes', { notes: b.notes })}</p>}
                <label className="mt-2 block text-xs font-medium text-slate-700">
                  {t('approvals.note')}
                  <Input value={texts[b.id] ?? ''} onChange={(e) => setTexts({ ...texts, [b.id]: e.target.value })} />
                </label>
                <div className="mt-2 flex gap-2">
                  <Button size="sm" disabled={decide.isPending} onClick={() => void act(b, 'approve')}>
                    <CheckCircle2 className="size-4" aria-hidden /> {t('approvals.approve')}
                  </Button>
                  <Button size="sm" variant="secondary" disabled={decide.isPending} onClick={() => void act(b, 'reject')}>
                    <XCircle className="size-4" aria-hidden /> {t('approvals.reject')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * A decided booking leaves the queue, and with it the button that had focus: focus goes on to the
 * next booking's note (the one that took its place), else the last one's, else the queue's title,
 * never to the page's start (WCAG 2.4.3).
 */
function useFocusAfterDecision(queue: Booking[] | undefined) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const decision = useRef<{ id: number; index: number } | null>(null);
  useEffect(() => {
    const made = decision.current;
    if (!made || queue?.some((b) => b.id === made.id)) return;
    decision.current = null;
    const notes = listRef.current?.querySelectorAll('input') ?? [];
    (notes[Math.min(made.index, notes.length - 1)] ?? titleRef.current)?.focus();
  }, [queue]);
  return {
    titleRef,
    listRef,
    /** The booking being decided (null: the decision failed); set before the queue can refresh without it. */
    deciding: (id: number | null) => {
      decision.current = id === null ? null : { id, index: queue?.findIndex((b) => b.id === id) ?? 0 };
    },
  };
}
