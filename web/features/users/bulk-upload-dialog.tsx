import { CheckCircle2, FileUp, Loader2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { CsvProblem, CsvValidation } from '../../../contract/user.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { problemText } from '../../lib/api.ts';
import { useBulkUpload, useValidateCsv } from './use-users.ts';

const where = (p: CsvProblem) => `Line ${p.line}${p.column ? `, ${p.column}` : ''}`;

/**
 * Bulk Upload (spec/admin-app.md 2.8, 5): a CSV file is checked as soon as it is chosen; the
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
      toast.error('Validation failed', { description: 'Failed to validate CSV file' });
    }
  };
  const send = async () => {
    if (!file) return;
    try {
      const { processed } = await upload.mutateAsync(file);
      toast.success('Bulk upload completed', { description: `Successfully processed ${processed} users.` });
      close();
    } catch (error) {
      toast.error('Upload failed', { description: problemText(error, 'Failed to process CSV file') });
    }
  };

  return (
    <Modal open={open} onClose={close} title="Bulk Upload Users" description="Upload a CSV file of volunteers (the template's columns). A user whose e-mail exists is updated." width="w-[min(48rem,96vw)]">
      <div className="space-y-4">
        <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-dashed border-slate-300 p-4 hover:bg-slate-50">
          <FileUp className="size-6 text-slate-500" aria-hidden />
          <span className="text-sm">
            <span className="font-semibold">{file ? file.name : 'Choose a CSV file'}</span>
            <span className="block text-slate-500">CSV only, 5 MB at most; ',' or ';' between columns.</span>
          </span>
          <input type="file" accept=".csv,text/csv" className="sr-only" aria-label="CSV file" onChange={(e) => void choose(e.target.files?.[0]).finally(() => (e.target.value = ''))} />
        </label>
        {validate.isPending && (
          <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Checking the file…
          </p>
        )}
        {result && <ValidationReport result={result} />}
        {upload.isPending && (
          <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Uploading {result?.rows ?? ''} users…
          </p>
        )}
        <div className="flex justify-end gap-2 border-t border-slate-100 pt-3">
          <Button variant="secondary" onClick={close}>Cancel</Button>
          <Button onClick={() => void send()} disabled={!result?.valid || upload.isPending || validate.isPending}>
            {upload.isPending ? 'Uploading…' : `Upload${result?.valid ? ` ${result.rows} users` : ''}`}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

function ValidationReport({ result }: { result: CsvValidation }) {
  return (
    <div className="space-y-3 text-sm" aria-live="polite">
      {result.valid ? (
        <p className="flex items-center gap-2 font-semibold text-emerald-700">
          <CheckCircle2 className="size-4" aria-hidden /> The file is valid: {result.rows} users.
        </p>
      ) : (
        <div role="alert">
          <p className="flex items-center gap-2 font-semibold text-red-700">
            <TriangleAlert className="size-4" aria-hidden /> {result.errors.length} problem{result.errors.length === 1 ? '' : 's'}: fix the file and choose it again. Nothing is written until it is valid.
          </p>
          <ProblemList problems={result.errors} tone="text-red-800" />
        </div>
      )}
      {result.warnings.length > 0 && (
        <div>
          <p className="font-semibold text-amber-800">{result.warnings.length} note{result.warnings.length === 1 ? '' : 's'}</p>
          <ProblemList problems={result.warnings} tone="text-amber-900" />
        </div>
      )}
      {result.preview.length > 0 && (
        <div className="overflow-x-auto">
          <p className="mb-1 font-semibold">Preview (first {result.preview.length} rows)</p>
          <table className="w-full min-w-[36rem] text-start text-xs">
            <thead className="text-slate-500">
              <tr>
                {['Line', 'Action', 'Name', 'Email', 'Phone', 'User types', 'Hours'].map((h) => (
                  <th key={h} scope="col" className="px-1 py-1 text-start">{h}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.preview.map((p) => (
                <tr key={p.line} className="border-t border-slate-100">
                  <td className="px-1 py-1">{p.line}</td>
                  <td className="px-1 py-1">{p.action === 'create' ? 'New' : 'Update'}</td>
                  <td className="px-1 py-1">{p.name}</td>
                  <td className="px-1 py-1">{p.email}</td>
                  <td className="px-1 py-1" dir="ltr">{p.phone ?? '—'}</td>
                  <td className="px-1 py-1">{p.userTypes.join(', ')}</td>
                  <td className="px-1 py-1">{p.monthlyHourLimit ?? '—'}</td>
                </tr>
              ))}
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
          {where(p)}: {p.message}
        </li>
      ))}
      {problems.length > 50 && <li>… and {problems.length - 50} more</li>}
    </ul>
  );
}
