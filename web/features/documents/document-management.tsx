import { Download, Eye, FileCheck2, RotateCcw, SearchCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { STATUS_STYLE, statusWord, typeWord } from './document-words.ts';
import { useDocuments, useReviewDocument } from './use-documents.ts';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES, type DocumentQuery, type DocumentType, type DocumentView } from '../../../contract/documents.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Figures } from '../../components/ui/figures.tsx';
import { ChoiceFilter, SearchFilter } from '../../components/ui/filters.tsx';
import { Textarea } from '../../components/ui/form.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { ReadFailed } from '../../components/ui/read-failed.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { downloadFile, openFile, problemText } from '../../lib/api.ts';
import { personName, t } from '../../lib/i18n/index.ts';
import { bookingRange, formatNotificationTime } from '../../lib/time.ts';

/** What approving a scan verifies, as the review's description says it. */
const VERIFIES: Partial<Record<DocumentType, string>> = { license_scan: 'yes', credential_scan: 'credential' };

/** Admin Document Management (docs/spec/admin-app.md 2.10): filters, four status tiles, View / Download / Review. */
export function DocumentManagement() {
  const [filters, setFilters] = useState<DocumentQuery>({ status: 'pending' });
  const { data, isPending, isError, refetch } = useDocuments(filters);
  const [reviewing, setReviewing] = useState<DocumentView | null>(null);
  const set = (changes: DocumentQuery) => setFilters((f) => ({ ...f, ...changes }));

  return (
    <Panel className="space-y-4" aria-label={t('docMgmt.title')}>
      <IconHeading icon={FileCheck2}>{t('docMgmt.title')}</IconHeading>
      <div className="flex flex-wrap items-end gap-3">
        <ChoiceFilter
          label={t('users.status')}
          all={t('resDiary.allStatuses')}
          values={DOCUMENT_STATUSES}
          wordOf={statusWord}
          value={filters.status}
          onChange={(status) => set({ status })}
        />
        <ChoiceFilter
          label={t('docMgmt.type')}
          all={t('users.allTypes')}
          values={DOCUMENT_TYPES}
          wordOf={typeWord}
          value={filters.type}
          onChange={(type) => set({ type })}
          className="w-48"
        />
        <SearchFilter label={t('users.search')} placeholder={t('docMgmt.search')} value={filters.q} onChange={(q) => set({ q })} />
        <Button variant="secondary" onClick={() => setFilters({})}>
          <RotateCcw className="size-4" aria-hidden /> {t('docMgmt.resetFilters')}
        </Button>
      </div>
      {data && <Figures className="grid-cols-2 sm:grid-cols-4" items={DOCUMENT_STATUSES.map((s) => [statusWord(s), data.counts[s]])} />}
      {isError && <ReadFailed text={t('docMgmt.failed')} onRetry={refetch} />}
      {isPending ? (
        <Skeleton className="h-32" />
      ) : !data?.documents.length ? (
        <EmptyState>{t('documents.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.documents.map((d) => (
            <DocumentRow key={d.id} document={d} onReview={() => setReviewing(d)} />
          ))}
        </ul>
      )}
      {reviewing && <ReviewDialog document={reviewing} onClose={() => setReviewing(null)} />}
    </Panel>
  );
}

const failed = (what: 'view' | 'download') => (error: unknown) =>
  toast.error(t(`docMgmt.${what}Failed`), { description: problemText(error, t('documents.viewFailedText')) });

function DocumentRow({ document: d, onReview }: { document: DocumentView; onReview: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="document-row">
      <div className="min-w-0">
        <p className="font-semibold">
          {typeWord(d.type)} <span className={`ms-1 rounded px-1.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[d.status]}`}>{statusWord(d.status)}</span>
        </p>
        <p className="text-sm">
          {personName(d.user.name)} · {d.user.email}
        </p>
        {d.booking && (
          <p className="text-xs text-slate-600">
            {d.booking.vehicle.vehicleNumber} · {bookingRange(d.booking.startTime, d.booking.endTime)}
          </p>
        )}
        <p className="text-xs text-slate-500">
          {t('docMgmt.handedIn', { file: d.fileName, when: formatNotificationTime(d.uploadedAt) })}
          {d.notes && <> · {t('documents.notes', { notes: d.notes })}</>}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void openFile(d.fileUrl).catch(failed('view'))}
          aria-label={t('documents.viewFile', { name: d.fileName })}
        >
          <Eye className="size-4" aria-hidden /> {t('documents.view')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void downloadFile(`${d.fileUrl}?download=1`, d.fileName).catch(failed('download'))}
          aria-label={t('docMgmt.downloadFile', { name: d.fileName })}
        >
          <Download className="size-4" aria-hidden /> {t('calendar.download')}
        </Button>
        {d.status === 'pending' && (
          <Button size="sm" onClick={onReview} aria-label={t('docMgmt.reviewFile', { name: d.fileName })}>
            <SearchCheck className="size-4" aria-hidden /> {t('docMgmt.reviewButton')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The Review dialog: notes (needed to reject) plus Approve and Reject. */
function ReviewDialog({ document: d, onClose }: { document: DocumentView; onClose: () => void }) {
  const [notes, setNotes] = useState('');
  const review = useReviewDocument();
  const decide = async (status: 'approved' | 'rejected') => {
    if (status === 'rejected' && !notes.trim()) {
      toast.error(t('docMgmt.notesRequired'), { description: t('docMgmt.notesRequiredText') });
      return;
    }
    try {
      await review.mutateAsync({ id: d.id, status, notes: notes.trim() || undefined });
      toast.success(status === 'approved' ? t('docMgmt.approved') : t('docMgmt.rejected'), { description: t('approvals.notified', { member: d.user.name }) });
      onClose();
    } catch (error) {
      toast.error(t('docMgmt.reviewFailed'), { description: problemText(error, t('docMgmt.reviewFailedText')) });
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('docMgmt.review')}
      description={t('docMgmt.reviewOf', { type: typeWord(d.type), member: d.user.name, licence: VERIFIES[d.type] ?? 'no' })}
    >
      <label className="block text-sm font-medium">
        {t('details.notes')}
        <Textarea rows={4} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} placeholder={t('docMgmt.notesHint')} />
      </label>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" disabled={review.isPending} onClick={() => void decide('rejected')}>
          {t('approvals.reject')}
        </Button>
        <Button disabled={review.isPending} onClick={() => void decide('approved')}>
          {t('approvals.approve')}
        </Button>
      </div>
    </Modal>
  );
}
