import { Eye, Upload } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { openFile, problemText } from '../../lib/api.ts';
import { formatNotificationTime } from '../../lib/time.ts';
import { STATUS_STYLE, STATUS_WORDS, TYPE_WORDS } from './document-words.ts';
import { useBookingDocuments, useUploadDocument } from './use-documents.ts';

export interface DocumentsTarget {
  bookingId: number;
  vehicleNumber: string;
}

/** A booking's documents with their review, and Upload File (PDF or image, 10 MB). */
export function BookingDocumentsDialog({ target, onClose }: { target: DocumentsTarget | null; onClose: () => void }) {
  return (
    <Modal open={!!target} onClose={onClose} title="Documents" description={target ? `What you handed in for ${target.vehicleNumber}, and what the admins said.` : ''}>
      {target && <DocumentsList target={target} />}
    </Modal>
  );
}

function DocumentsList({ target }: { target: DocumentsTarget }) {
  const { data, isPending } = useBookingDocuments(target.bookingId);
  const upload = useUploadDocument(target.bookingId);
  const input = useRef<HTMLInputElement>(null);
  const send = async (file: File | undefined) => {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      toast.success('File uploaded', { description: `${file.name} is with the admins for review.` });
    } catch (error) {
      toast.error('Upload failed', { description: problemText(error, 'The file could not be uploaded.') });
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="space-y-3">
      {isPending ? (
        <Skeleton className="h-20" />
      ) : !data?.length ? (
        <p className="py-4 text-center text-sm text-slate-500">No Documents Found</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.map((d) => (
            <li key={d.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-semibold">
                  {TYPE_WORDS[d.type]} <span className={`ms-1 rounded px-1.5 py-0.5 text-xs ${STATUS_STYLE[d.status]}`}>{STATUS_WORDS[d.status]}</span>
                </p>
                <p className="text-xs text-slate-500">{d.fileName} · {formatNotificationTime(d.uploadedAt)}</p>
                {d.notes && <p className="text-xs">Notes: {d.notes}</p>}
              </div>
              <Button size="sm" variant="secondary" onClick={() => void openFile(d.fileUrl).catch((e: unknown) => toast.error('View failed', { description: problemText(e, 'The file could not be opened.') }))} aria-label={`View ${d.fileName}`}>
                <Eye className="size-4" aria-hidden /> View
              </Button>
            </li>
          ))}
        </ul>
      )}
      <input ref={input} type="file" accept="application/pdf,image/jpeg,image/png" className="sr-only" aria-label="File to upload" onChange={(e) => void send(e.target.files?.[0])} />
      <Button variant="secondary" disabled={upload.isPending} onClick={() => input.current?.click()}>
        <Upload className="size-4" aria-hidden /> {upload.isPending ? 'Uploading…' : 'Upload File'}
      </Button>
    </div>
  );
}
