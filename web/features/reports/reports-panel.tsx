import { Download, FileBarChart } from 'lucide-react';
import { useState } from 'react';
import { downloadReport, useReportTable, type ReportChoice } from './use-reports.ts';
import { REPORT_FORMATS, REPORT_NAMES, type ReportFormat, type ReportTable } from '../../../contract/reports.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { CARD_CELL, CARD_ROW, CARD_TABLE, CARD_TABLE_BODY, CARD_TABLE_HEAD } from '../../components/ui/card-table.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input, Options, Select } from '../../components/ui/form.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { ReadFailed } from '../../components/ui/read-failed.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { t } from '../../lib/i18n/index.ts';
import { localDate } from '../../lib/time.ts';

/** The reports an EMS runs on (docs/decisions/033): chosen, seen on screen, downloaded. */
export function ReportsPanel() {
  const today = localDate(new Date());
  const [choice, setChoice] = useState<ReportChoice>({ report: 'volunteer-hours', from: `${today.slice(0, 7)}-01`, to: today });
  const rangeProblem = choice.from > choice.to;
  const table = useReportTable(choice, !rangeProblem);
  const set = (change: Partial<ReportChoice>) => setChoice((before) => ({ ...before, ...change }));
  return (
    <Panel aria-label={t('reports.title')} className="space-y-4">
      <div>
        <IconHeading icon={FileBarChart}>{t('reports.title')}</IconHeading>
        <p className="text-sm text-slate-600">{t('reports.description')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-xs font-medium text-slate-600">
          {t('reports.report')}
          <Select
            aria-label={t('reports.report')}
            className="mt-1 w-auto py-1.5"
            value={choice.report}
            onChange={(e) => set({ report: e.target.value as ReportChoice['report'] })}
          >
            <Options items={REPORT_NAMES} label={(name) => t(`reports.name.${name}`)} />
          </Select>
        </label>
        <DayField label={t('reports.from')} value={choice.from} onChange={(from) => set({ from })} />
        <DayField label={t('reports.to')} value={choice.to} onChange={(to) => set({ to })} />
        {!rangeProblem && <Downloads choice={choice} />}
      </div>
      {rangeProblem ? (
        <p className="text-sm text-red-700">{t('reports.rangeProblem')}</p>
      ) : table.isError ? (
        <ReadFailed text={t('reports.loadFailed')} onRetry={table.refetch} />
      ) : !table.data ? (
        <Skeleton className="h-40" />
      ) : (
        <ReportRows table={table.data} />
      )}
    </Panel>
  );
}

/** A day of the report's span; an emptied field keeps the day before. */
function DayField({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) {
  return (
    <label className="flex flex-col text-xs font-medium text-slate-600">
      {label}
      <Input type="date" aria-label={label} className="mt-1 w-auto py-1" value={value} onChange={(e) => e.target.value && onChange(e.target.value)} />
    </label>
  );
}

/** One button per format; the one preparing says so, and a failure is said beside them. */
function Downloads({ choice }: { choice: ReportChoice }) {
  const [busy, setBusy] = useState<ReportFormat>();
  const [failed, setFailed] = useState(false);
  const download = async (format: ReportFormat) => {
    setBusy(format);
    setFailed(false);
    try {
      await downloadReport(choice, format);
    } catch {
      setFailed(true);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2 sm:ms-auto">
      {REPORT_FORMATS.map((format) => (
        <Button key={format} size="sm" variant="secondary" disabled={busy !== undefined} onClick={() => void download(format)}>
          <Download className="size-4" aria-hidden />
          {busy === format
            ? t('reports.downloading', { format: t(`reports.format.${format}`) })
            : t('reports.download', { format: t(`reports.format.${format}`) })}
        </Button>
      ))}
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {t('reports.downloadFailed')}
        </p>
      )}
    </div>
  );
}

function ReportRows({ table }: { table: ReportTable }) {
  if (!table.rows.length) return <EmptyState>{t('reports.empty')}</EmptyState>;
  const alignOf = (kind: string) => (kind === 'number' ? 'tabular-nums sm:text-end' : 'text-start');
  return (
    <div className="overflow-x-auto">
      <p className="mb-2 text-xs text-slate-600">{t('reports.rows', { n: table.rows.length })}</p>
      <table className={cn(CARD_TABLE, 'text-sm')}>
        <caption className="sr-only">{table.title}</caption>
        <thead className={cn(CARD_TABLE_HEAD, 'text-xs text-slate-600')}>
          <tr>
            {table.columns.map((column) => (
              <th key={column.key} scope="col" className={cn('py-1 pe-3', alignOf(column.kind))}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn(CARD_TABLE_BODY, 'sm:divide-y sm:divide-slate-100')}>
          {table.rows.map((row, i) => (
            <tr key={i} data-testid="report-row" className={CARD_ROW}>
              {row.map((cell, j) => (
                <td key={table.columns[j]!.key} data-label={table.columns[j]!.label} className={cn(CARD_CELL, 'py-1 pe-3', alignOf(table.columns[j]!.kind))}>
                  {cell === '' ? '–' : <bdi>{String(cell)}</bdi>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
