import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DamageReportSummary } from './damage-report-summary.tsx';
import { useDamageReports, useReviewDamageReport } from './use-damage-reports.ts';
import type { DamageReport } from '../../../contract/damage-reports.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, IconCardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/form.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';

/** Every damage report for admins, those awaiting review first, each with notes and the maintenance switch. */
export function DamageReportReview() {
  const { data, isPending } = useDamageReports(false);
  const reports = [...(data ?? [])].sort((a, b) => Number(b.status === 'submitted') - Number(a.status === 'submitted'));
  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={TriangleAlert} tone="text-red-700">
          {t('damageReview.title')}
        </IconCardTitle>
        <p className="text-sm text-slate-600">{t('damageReview.intro')}</p>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24" />
        ) : !reports.length ? (
          <EmptyState>{t('damageReview.empty')}</EmptyState>
        ) : (
          <ul className="space-y-3">
            {reports.map((r) => (
              <li key={r.id} data-testid="damage-report" className="rounded-lg border border-slate-200 p-3">
                <DamageReportSummary report={r} showReporter />
                {r.status === 'submitted' && <ReviewForm report={r} />}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ReviewForm({ report }: { report: DamageReport }) {
  const review = useReviewDamageReport();
  const [notes, setNotes] = useState('');
  const [maintenance, setMaintenance] = useState(false);
  const send = async () => {
    try {
      await review.mutateAsync({ id: report.id, notes: notes.trim() || undefined, setVehicleMaintenance: maintenance });
      toast.success(t('damageReview.done'), {
        description: `${t('approvals.notified', { member: report.reporterName })}${maintenance ? ` ${t('damageReview.inMaintenance', { vehicle: report.vehicleNumber })}` : ''}`,
      });
    } catch (error) {
      toast.error(t('damageReview.failed'), { description: problemText(error, t('damageReview.failedText')) });
    }
  };
  return (
    <div className="mt-2 flex flex-wrap items-end gap-3 border-t border-slate-100 pt-2">
      <label className="flex-1 text-xs font-medium text-slate-700">
        {t('damageReview.notes')}
        <Input value={notes} maxLength={2000} onChange={(e) => setNotes(e.target.value)} />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={maintenance} onChange={(e) => setMaintenance(e.target.checked)} />{' '}
        {t('damageReview.putInMaintenance', { vehicle: report.vehicleNumber })}
      </label>
      <Button size="sm" disabled={review.isPending} onClick={() => void send()}>
        <CheckCircle2 className="size-4" aria-hidden /> {t('damageReview.mark')}
      </Button>
    </div>
  );
}
