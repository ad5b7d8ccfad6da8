import { FileText, Paperclip, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { useAttachWorkOrderFile, useRemoveWorkOrderFile } from './use-work-orders.ts';
import type { WorkOrder } from '../../../contract/work-orders.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { FileButton } from '../../components/ui/file-button.tsx';
import { openFile, problemText } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';

/** A work order's papers: the check or damage report it came from, its files (invoices, photos), and a file to attach. */
export function WorkOrderFiles({ order }: { order: WorkOrder }) {
  const attach = useAttachWorkOrderFile(order.id);
  const remove = useRemoveWorkOrderFile(order.id);
  const open = (url: string) =>
    void openFile(url).catch((e: unknown) => toast.error(t('workOrders.fileFailed'), { description: problemText(e, t('workOrders.fileFailed')) }));
  const send = async (file: File | undefined) => {
    if (!file) return;
    try {
      await attach.mutateAsync(file);
      toast.success(t('workOrders.fileAttached'), { description: file.name });
    } catch (error) {
      toast.error(t('workOrders.attachFailed'), { description: problemText(error, t('workOrders.attachFailed')) });
    }
  };
  const drop = async (fileId: number) => {
    try {
      await remove.mutateAsync(fileId);
    } catch (error) {
      toast.error(t('workOrders.removeFailed'), { description: problemText(error, t('workOrders.removeFailed')) });
    }
  };
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
      {order.sourceDocumentId !== null && (
        <Button size="sm" variant="secondary" onClick={() => open(`/api/documents/${order.sourceDocumentId}/file`)}>
          <FileText className="size-4" aria-hidden /> {t(order.source === 'check' ? 'workOrders.viewCheck' : 'workOrders.viewReport')}
        </Button>
      )}
      {order.files.map((file) => (
        <span key={file.id} className="inline-flex items-center rounded-md ring-1 ring-slate-200" data-testid="work-order-file">
          <button type="button" className="min-h-11 px-2 underline sm:min-h-0 sm:py-1" onClick={() => open(file.fileUrl)}>
            <bdi translate="no">{file.fileName}</bdi>
          </button>
          <button
            type="button"
            className="grid min-h-11 min-w-11 place-items-center text-slate-500 hover:text-red-700 sm:min-h-7 sm:min-w-7"
            aria-label={t('workOrders.removeFile', { name: file.fileName })}
            disabled={remove.isPending}
            onClick={() => void drop(file.id)}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </span>
      ))}
      <FileButton
        accept="application/pdf,image/jpeg,image/png"
        inputLabel={t('workOrders.fileInput', { id: order.id })}
        disabled={attach.isPending}
        onFiles={([file]) => void send(file)}
      >
        <Paperclip className="size-4" aria-hidden /> {attach.isPending ? t('workOrders.attaching') : t('workOrders.attach')}
      </FileButton>
    </div>
  );
}
