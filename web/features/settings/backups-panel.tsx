import { DatabaseBackup, Download, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { downloadBackup, useBackups, useTakeBackup } from './use-backups.ts';
import type { BackupEntry, BackupStatus } from '../../../contract/backups.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { ReadFailed } from '../../components/ui/read-failed.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatEventTime } from '../../lib/time.ts';

const megabytes = (bytes: number) => Math.max(bytes / 1_000_000, 0.1).toFixed(bytes < 10_000_000 ? 1 : 0);

/** Backups (docs/operations.md): the latest, its size and age, a fresh one to download, the ones kept. */
export function BackupsPanel() {
  const { data, isError, refetch } = useBackups();
  return (
    <Panel className="space-y-3" aria-label={t('backups.title')}>
      <IconHeading icon={DatabaseBackup}>{t('backups.title')}</IconHeading>
      {isError ? <ReadFailed text={t('backups.failed')} onRetry={refetch} /> : data ? <Backups status={data} /> : <Skeleton className="h-16" />}
    </Panel>
  );
}

function Backups({ status }: { status: BackupStatus }) {
  const take = useTakeBackup();
  const takeNow = () =>
    take.mutate(undefined, {
      onSuccess: (entry) =>
        void downloadBackup(entry).then(
          () => toast.success(t('backups.taken')),
          (error: unknown) => toast.error(problemText(error, t('backups.downloadFailed'))),
        ),
      onError: (error) => toast.error(problemText(error, t('backups.takeFailed'))),
    });
  return (
    <>
      {status.stale && (
        <p role="alert" className="flex items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <TriangleAlert className="size-4 shrink-0" aria-hidden />
          {status.latest ? t('backups.staleSince', { hours: Math.floor(status.ageHours ?? 0) }) : t('backups.none')}
        </p>
      )}
      <p className="text-sm text-slate-700">
        {status.latest
          ? t('backups.latest', {
              when: formatEventTime(status.latest.createdAt),
              size: megabytes(status.latest.bytes),
              hours: Math.floor(status.ageHours ?? 0),
            })
          : t('backups.noneYet')}
      </p>
      <p className="text-sm text-slate-600">{status.nightly ? t('backups.nightly', { keep: status.keep }) : t('backups.postgres')}</p>
      <Button onClick={takeNow} disabled={take.isPending} aria-busy={take.isPending}>
        <Download className="size-4" aria-hidden /> {take.isPending ? t('backups.taking') : t('backups.takeAndDownload')}
      </Button>
      {status.backups.length > 0 && (
        <ul className="divide-y divide-slate-100 text-sm" aria-label={t('backups.kept')}>
          {status.backups.map((entry) => (
            <KeptBackup key={entry.fileName} entry={entry} />
          ))}
        </ul>
      )}
    </>
  );
}

function KeptBackup({ entry }: { entry: BackupEntry }) {
  const download = () => void downloadBackup(entry).catch((error: unknown) => toast.error(problemText(error, t('backups.downloadFailed'))));
  return (
    <li className="flex items-center justify-between gap-2 py-2">
      <span className="tabular-nums">{t('backups.keptLine', { when: formatEventTime(entry.createdAt), size: megabytes(entry.bytes) })}</span>
      <Button size="sm" variant="secondary" onClick={download} aria-label={t('backups.downloadOne', { when: formatEventTime(entry.createdAt) })}>
        <Download className="size-4" aria-hidden /> {t('backups.download')}
      </Button>
    </li>
  );
}
