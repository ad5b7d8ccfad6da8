import { CheckCircle2, FileUp, Loader2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useBulkUpload, useValidateCsv } from './use-users.ts';
import type { CsvProblem, CsvValidation } from '../../../contract/user.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { CARD_CELL, CARD_ROW, CARD_TABLE, CARD_TABLE_BODY, CARD_TABLE_HEAD } from '../../components/ui/card-table.ts';
import { Modal } from '../../components/ui/modal.tsx';
import { problemText } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { t, userTypeNames } from '../../lib/i18n/index.ts';
import { refusalText } from '../../lib/server-texts.ts';

const where = (p: CsvProblem) => t('bulk.where', { line: p.line, column: p.column ?? '', columnGiven: p.column ? 'yes' : 'no' });

/**
 * Bulk Upload (docs/spec/admin-app.md 2.8, 5): a CSV file is checked as soon as it is chosen; the
 * problems say their line and column, the first 5 rows show as they will be written, and Upload
 * is on only when the file is valid. One transaction: all rows or none.
 */
export function BulkUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const validate = useValidateCsv();
  const upload = useBulkUpload();
  const result: CsvValidation | undefined = validate.data;
  const close = () => {
    setFile(null);
    validate.reset();
    upload.reset();
    onClose();
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    upload.reset();
    try {
      await validate.mutateAsync(chosen);
    } catch {
      toast.error(t('bulk.validationFailed'), { description: t('bulk.validationFailedText') });
    }
  };
  const send = async () => {
    if (!file) return;
    try {
      const { processed } = await upload.mutateAsync(file);
      toast.success(t('bulk.done'), { description: t('bulk.doneText', { n: processed }) });
      close();
    } catch (error) {
      toast.error(t('documents.uploadFailed'), { description: problemText(error, t('bulk.failedText')) });
    }
  };

  return (
    <Modal open={open} onClose={close} title={t('bulk.title')} description={t('bulk.description')} width="w-[min(48rem,96vw)]">
      <div className="space-y-4">
        <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-dashed border-slate-300 p-4 hover:bg-slate-50">
          <FileUp className="size-6 text-slate-500" aria-hidden />
          <span className="text-sm">
            <span className="font-semibold">{file ? file.name : t('bulk.choose')}</span>
            <span className="block text-slate-500">{t('bulk.rules')}</span>
          </span>
          <input
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-label={t('bulk.file')}
            onChange={(e) => void choose(e.target.files?.[0]).finally(() => (e.target.value = ''))}
          />
        </label>
        {validate.isPending && (
          <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden /> {t('bulk.checking')}
          </p>
        )}
        {result && <ValidationReport result={result} />}
        {upload.isPending && (
          <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden /> {t('bulk.uploading', { n: result?.rows ?? 0 })}
          </p>
        )}
        <div className="flex justify-end gap-2 border-t border-slate-100 pt-3">
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void send()} disabled={!result?.valid || upload.isPending || validate.isPending}>
            {upload.isPending ? t('documents.uploading') : result?.valid ? t('bulk.uploadN', { n: result.rows }) : t('bulk.upload')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

const PREVIEW_COLUMNS = ['line', 'action', 'name', 'email', 'phone', 'userTypes', 'hours'] as const;

function ValidationReport({ result }: { result: CsvValidation }) {
  return (
    <div className="space-y-3 text-sm" aria-live="polite">
      {result.valid ? (
        <p className="flex items-center gap-2 font-semibold text-emerald-700">
          <CheckCircle2 className="size-4" aria-hidden /> {t('bulk.valid', { n: result.rows })}
        </p>
      ) : (
        <div role="alert">
          <p className="flex items-center gap-2 font-semibold text-red-700">
            <TriangleAlert className="size-4" aria-hidden /> {t('bulk.problems', { n: result.errors.length })}
          </p>
          <ProblemList problems={result.errors} tone="text-red-800" />
        </div>
      )}
      {result.warnings.length > 0 && (
        <div>
          <p className="font-semibold text-amber-800">{t('bulk.notes', { n: result.warnings.length })}</p>
          <ProblemList problems={result.warnings} tone="text-amber-900" />
        </div>
      )}
      {result.preview.length > 0 && (
        <div className="sm:overflow-x-auto">
          <p className="mb-1 font-semibold">{t('bulk.preview', { n: result.preview.length })}</p>
          <table className={cn(CARD_TABLE, 'text-xs sm:min-w-[36rem]')}>
            <thead className={cn('text-slate-500', CARD_TABLE_HEAD)}>
              <tr>
                {PREVIEW_COLUMNS.map((h) => (
                  <th key={h} scope="col" className="px-1 py-1 text-start">
                    {t(`bulk.column.${h}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={CARD_TABLE_BODY}>
              {result.preview.map((p) => {
                const cell = (column: (typeof PREVIEW_COLUMNS)[number]) => ({
                  'data-label': t(`bulk.column.${column}`),
                  className: cn('px-1 py-1', CARD_CELL),
                });
                return (
                  <tr key={p.line} className={cn('border-t border-slate-100', CARD_ROW)}>
                    <td {...cell('line')}>{p.line}</td>
                    <td {...cell('action')}>{p.action === 'create' ? t('bulk.new') : t('bulk.update')}</td>
                    <td {...cell('name')}>{p.name}</td>
                    <td {...cell('email')}>
                      <span className="min-w-0 break-all">{p.email}</span>
                    </td>
                    <td {...cell('phone')}>
                      <span dir="ltr">{p.phone ?? '—'}</span>
                    </td>
                    <td {...cell('userTypes')}>{userTypeNames(p.userTypes)}</td>
                    <td {...cell('hours')}>{p.monthlyHourLimit ?? '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** At most 50 shown: a file with thousands of problems has one mistake repeated. */
function ProblemList({ problems, tone }: { problems: CsvProblem[]; tone: string }) {
  return (
    <ul className={`mt-1 max-h-40 list-disc overflow-y-auto ps-5 ${tone}`}>
      {problems.slice(0, 50).map((p, i) => (
        <li key={i}>
          {where(p)}: {refusalText(p.message, p.messageKey, p.params)}
        </li>
      ))}
      {problems.length > 50 && <li>{t('bulk.andMore', { n: problems.length - 50 })}</li>}
    </ul>
  );
}
