import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DamageReportModal, type DamageReportTarget } from './damage-report-modal.tsx';
import { DamageReportSummary } from './damage-report-summary.tsx';
import { useDamageReports } from './use-damage-reports.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';

/** The damage reports I sent, and a way to report damage to any vehicle. */
export function MyDamageReports() {
  const { t } = useTranslation();
  const { data, isPending } = useDamageReports(true);
  const [target, setTarget] = useState<DamageReportTarget | null>(null);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle className="text-lg">{t('myDamage.title')}</CardTitle>
        <Button size="sm" variant="secondary" onClick={() => setTarget({})}>
          <TriangleAlert className="size-4" aria-hidden /> {t('myDamage.report')}
        </Button>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-20" />
        ) : !data?.length ? (
          <EmptyState>{t('myDamage.empty')}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.map((r) => (
              <li key={r.id} data-testid="damage-report" className="py-3">
                <DamageReportSummary report={r} showReporter={false} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <DamageReportModal target={target} onClose={() => setTarget(null)} />
    </Card>
  );
}
