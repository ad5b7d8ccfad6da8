import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useAcceptHandover, useApproveHandover, useHandovers, useRejectHandover, useWithdrawHandover } from './use-handovers.ts';
import type { Handover } from '../../../contract/handover.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/form.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { problemText } from '../../lib/api.ts';
import { isolated, t } from '../../lib/i18n/index.ts';
import { bookingRange } from '../../lib/time.ts';
import { useSignedInUser } from '../auth/index.ts';

/** Runs a handover action and says how it went. */
async function said(action: () => Promise<unknown>, done: string, failed: string) {
  try {
    await action();
    toast.success(done);
  } catch (error) {
    toast.error(failed, { description: problemText(error, failed) });
  }
}

function Shift({ h, children }: { h: Handover; children: React.ReactNode }) {
  return (
    <li data-testid="handover" className="flex flex-wrap items-center gap-3 py-3">
      <span className="font-bold">{isolated(h.vehicleNumber)}</span>
      <span className="flex-1 text-sm">
        {bookingRange(h.startTime, h.endTime)}
        {h.note && <span className="block text-xs text-slate-600">“{h.note}”</span>}
      </span>
      {children}
    </li>
  );
}

/**
 * Shifts handed over (docs/decisions/035): those offered to me, to take or decline, and those I
 * offered, with where they stand. Shown while there is one.
 */
export function MyHandovers() {
  const me = useSignedInUser().data?.id;
  const { data = [] } = useHandovers();
  const accept = useAcceptHandover();
  const withdraw = useWithdrawHandover();
  const toMe = data.filter((h) => h.from.id !== me && h.status === 'offered');
  const mine = data.filter((h) => h.from.id === me && (h.status === 'offered' || h.status === 'awaiting_approval'));
  if (!toMe.length && !mine.length) return null;
  return (
    <Panel aria-label={t('handover.panel')}>
      <IconHeading icon={ArrowLeftRight} className="mb-2">
        {t('handover.panel')}
      </IconHeading>
      <ul className="divide-y divide-slate-100">
        {toMe.map((h) => (
          <Shift key={h.id} h={h}>
            <span className="text-xs text-slate-600">
              {h.to ? t('handover.fromNamed', { name: isolated(h.from.name) }) : t('handover.fromAnyone', { name: isolated(h.from.name) })}
            </span>
            <Button
              size="sm"
              disabled={accept.isPending}
              onClick={() => void said(() => accept.mutateAsync(h.id), t('handover.taken'), t('handover.takeFailed'))}
            >
              {t('handover.take')}
            </Button>
            {h.to && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void said(() => withdraw.mutateAsync(h.id), t('handover.declinedToast'), t('handover.actionFailed'))}
              >
                {t('handover.decline')}
              </Button>
            )}
          </Shift>
        ))}
        {mine.map((h) => (
          <Shift key={h.id} h={h}>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold">
              {h.status === 'awaiting_approval'
                ? t('handover.awaiting', { name: isolated(h.takenBy?.name ?? '') })
                : h.to
                  ? t('handover.offeredToName', { name: isolated(h.to.name) })
                  : t('handover.offeredToAnyone')}
            </span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void said(() => withdraw.mutateAsync(h.id), t('handover.withdrawn'), t('handover.actionFailed'))}
            >
              {t('handover.withdraw')}
            </Button>
          </Shift>
        ))}
      </ul>
    </Panel>
  );
}

/** Admin Approval: handovers waiting for an admin (the setting), approved or refused with a reason. */
export function HandoverApprovals() {
  const { data = [] } = useHandovers();
  const approve = useApproveHandover();
  const reject = useRejectHandover();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const waiting = data.filter((h) => h.status === 'awaiting_approval');
  if (!waiting.length) return null;
  return (
    <Panel aria-label={t('handover.approvals')}>
      <IconHeading icon={ArrowLeftRight} className="mb-2">
        {t('handover.approvals')}
      </IconHeading>
      <ul className="divide-y divide-slate-100">
        {waiting.map((h) => (
          <Shift key={h.id} h={h}>
            <span className="text-sm">{t('handover.fromTo', { from: isolated(h.from.name), to: isolated(h.takenBy?.name ?? '') })}</span>
            <Button size="sm" onClick={() => void said(() => approve.mutateAsync(h.id), t('handover.approved'), t('handover.actionFailed'))}>
              {t('handover.approve')}
            </Button>
            <Input
              aria-label={t('handover.reason')}
              placeholder={t('handover.reason')}
              className="mt-0 w-48 py-1"
              maxLength={500}
              value={reasons[h.id] ?? ''}
              onChange={(e) => setReasons({ ...reasons, [h.id]: e.target.value })}
            />
            <Button
              size="sm"
              variant="secondary"
              disabled={!reasons[h.id]?.trim()}
              onClick={() =>
                void said(() => reject.mutateAsync({ id: h.id, reason: reasons[h.id]!.trim() }), t('handover.rejectedToast'), t('handover.actionFailed'))
              }
            >
              {t('handover.reject')}
            </Button>
          </Shift>
        ))}
      </ul>
    </Panel>
  );
}
