import { useRestrictedPeriodWords } from '../settings/index.ts';
import { CheckCircle2, ShieldAlert, XCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Booking } from '../../../contract/bookings.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { bookingRange } from '../../lib/time.ts';
import { useApprovalQueue, useDecideBooking } from './use-approvals.ts';
import { Input } from '../../components/ui/form.tsx';

/** The admin approval queue of Shabbat and festival bookings (spec/admin-app.md 2.17), polled every 30 s. */
export function ApprovalQueue() {
  const { data, isPending } = useApprovalQueue();
  const decide = useDecideBooking();
  const restricted = useRestrictedPeriodWords();
  const [texts, setTexts] = useState<Record<number, string>>({});

  const act = async (b: Booking, action: 'approve' | 'reject') => {
    const text = (texts[b.id] ?? '').trim();
    if (action === 'reject' && !text) return toast.error('Rejection Failed', { description: 'Write the reason for the member first.' });
    try {
      await decide.mutateAsync({ id: b.id, action, text });
      toast.success(action === 'approve' ? 'Booking Approved' : 'Booking Rejected', { description: `${b.userName ?? 'The member'} has been notified.` });
    } catch (error) {
      toast.error(action === 'approve' ? 'Approval Failed' : 'Rejection Failed', {
        description: action === 'approve' ? 'Unable to approve the booking. Please try again.' : problemText(error, 'Unable to reject the booking. Please try again.'),
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ShieldAlert className="size-5 text-amber-600" aria-hidden /> Bookings waiting for approval
        </CardTitle>
        <p className="text-sm text-slate-600">Bookings that touch Shabbat or a festival ({restricted}) need your decision.</p>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24" />
        ) : !data?.length ? (
          <p className="py-6 text-center text-sm text-slate-500">No bookings pending approval</p>
        ) : (
          <ul className="space-y-3">
            {data.map((b) => (
              <li key={b.id} data-testid="pending-approval" className="rounded-lg border border-amber-200 bg-amber-50/50 p-3">
                <p className="font-semibold">
                  {b.vehicleNumber} · {b.userName} · {bookingRange(b.startTime, b.endTime)}
                </p>
                {b.holidayConflictReason && <p className="text-sm text-amber-900">{b.holidayConflictReason}</p>}
                {b.notes && <p className="text-sm text-slate-600">Notes: {b.notes}</p>}
                <label className="mt-2 block text-xs font-medium text-slate-700">
                  Note to the member (required to reject)
                  <Input
                    value={texts[b.id] ?? ''}
                    onChange={(e) => setTexts({ ...texts, [b.id]: e.target.value })}
                  />
                </label>
                <div className="mt-2 flex gap-2">
                  <Button size="sm" disabled={decide.isPending} onClick={() => void act(b, 'approve')}>
                    <CheckCircle2 className="size-4" aria-hidden /> Approve
                  </Button>
                  <Button size="sm" variant="secondary" disabled={decide.isPending} onClick={() => void act(b, 'reject')}>
                    <XCircle className="size-4" aria-hidden /> Reject
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
