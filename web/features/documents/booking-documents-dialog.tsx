import { Eye, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { STATUS_STYLE, statusWord, typeWord } from './document-words.ts';
import { useBookingDocuments, useUploadDocument } from './use-documents.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { FileButton } from '../../components/ui/file-button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { openFile, problemText } from '../../lib/api.ts';
import { isolated } from '../../lib/i18n/index.ts';
import { formatNotificationTime } from '../../lib/time.ts';

export interface DocumentsTarget {
  bookingId: number;
  vehicleNumber: string;
}

/** A booking's documents with their review, and Upload File (PDF or image, 10 MB). */
export function BookingDocumentsDialog({ target, onClose }: { target: DocumentsTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={!!target}
      onClose={onClose}
      title={t('documents.title')}
      description={target ? t('documents.description', { vehicle: isolated(target.vehicleNumber) }) : ''}
    >
      {target && <DocumentsList target={target} />}
    </Modal>
  );
}

function DocumentsList({ target }: { target: DocumentsTarget }) {
  const { t } = useTranslation();
  const { data, isPending } = useBookingDocuments(target.bookingId);
  const upload = useUploadDocument(target.bookingId);
  const send = async (file: File | undefined) => {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      toast.success(t('documents.uploaded'), { description: t('documents.uploadedText', { name: file.name }) });
    } catch (error) {
      toast.error(t('documents.uploadFailed'), { description: problemText(error, t('documents.uploadFailedText')) });
    }
  };
  return (
    <div className="space-y-3">
      {isPending ? (
        <Skeleton className="h-20" />
      ) : !data?.length ? (
        <EmptyState>{t('documents.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.map((d) => (
            <li key={d.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-semibold">
                  {typeWord(d.type)} <span className={`ms-1 rounded px-1.5 py-0.5 text-xs ${STATUS_STYLE[d.status]}`}>{statusWord(d.status)}</span>
                </p>
                <p className="text-xs text-slate-500">
                  {d.fileName} · {formatNotificationTime(d.uploadedAt)}
                </p>
                {d.notes && <p className="text-xs">{t('documents.notes', { notes: d.notes })}</p>}
              </div>
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  void openFile(d.fileUrl).catch((e: unknown) =>
                    toast.error(t('documents.viewFailed'), { description: problemText(e, t('documents.viewFailedText')) }),
                  )
                }
                aria-label={t('documents.viewFile', { name: d.fileName })}
              >
                <Eye className="size-4" aria-hidden /> {t('documents.view')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FileButton
        accept="application/pdf,image/jpeg,image/png"
        size="md"
        inputLabel={t('documents.fileInput')}
        disabled={upload.isPending}
        onFiles={([file]) => void send(file)}
      >
        <Upload className="size-4" aria-hidden /> {upload.isPending ? t('documents.uploading') : t('documents.upload')}
      </FileButton>
    </div>
  );
}
