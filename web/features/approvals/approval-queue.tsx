import { useRestrictedPeriodWords } from '../settings/index.ts';
import { CheckCircle2, ShieldAlert, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Booking } from '../../../contract/bookings.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { isolated } from '../../lib/i18n/index.ts';
import { bookingRange } from '../../lib/time.ts';
import { useApprovalQueue, useDecideBooking } from './use-approvals.ts';
import { Input } from '../../components/ui/form.tsx';

/** The admin approval queue of Shabbat and festival bookings (spec/admin-app.md 2.17), polled every 30 s. */
export function ApprovalQueue() {
  const { t } = useTranslation();
  const { data, isPending } = useApprovalQueue();
  const decide = useDecideBooking();
  const restricted = useRestrictedPeriodWords();
  const [texts, setTexts] = useState<Record<number, string>>({});

  const act = async (b: Booking, action: 'approve' | 'reject') => {
    const text = (texts[b.id] ?? '').trim();
    if (action === 'reject' && !text) return toast.error(t('approvals.rejectFailed'), { description: t('approvals.reasonFirst') });
    try {
      await decide.mutateAsync({ id: b.id, action, text });
      toast.success(action === 'approve' ? t('approvals.approved') : t('approvals.rejected'), { description: t('approvals.notified', { member: b.userName ?? t('approvals.theMember') }) });
    } catch (error) {
      toast.error(action === 'approve' ? t('approvals.approveFailed') : t('approvals.rejectFailed'), {
        description: action === 'approve' ? t('approvals.approveFailedText') : problemText(error, t('approvals.rejectFailedText')),
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ShieldAlert className="size-5 text-amber-600" aria-hidden /> {t('approvals.title')}
        </CardTitle>
        <p className="text-sm text-slate-600">{t('approvals.intro', { restricted })}</p>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24" />
        ) : !data?.length ? (
          <p className="py-6 text-center text-sm text-slate-500">{t('approvals.empty')}</p>
        ) : (
          <ul className="space-y-3">
            {data.map((b) => (
              <li key={b.id} data-testid="pending-approval" className="rounded-lg border border-amber-200 bg-amber-50/50 p-3">
                <p className="font-semibold">
                  {isolated(b.vehicleNumber)} · {b.userName} · {bookingRange(b.startTime, b.endTime)}
                </p>
                {b.holidayConflictReason && <p className="text-sm text-amber-900" dir="auto">{b.holidayConflictReason}</p>}
                {b.notes && <p className="text-sm text-slate-600">{t('approvals.notes', { notes: b.notes })}</p>}
                <label className="mt-2 block text-xs font-medium text-slate-700">
                  {t('approvals.note')}
                  <Input
                    value={texts[b.id] ?? ''}
                    onChange={(e) => setTexts({ ...texts, [b.id]: e.target.value })}
                  />
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
