import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { typeWord } from './override-words.ts';
import { useRequestOverride } from './use-overrides.ts';
import type { CreateBookingRequest } from '../../../contract/bookings.contract.ts';
import type { OverrideType } from '../../../contract/overrides.contract.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/form.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { problemText } from '../../lib/api.ts';
import { isolated } from '../../lib/i18n/index.ts';

/** A booking the server refused for a reason an admin may override, and why it was refused. */
export interface RefusedBooking {
  request: CreateBookingRequest;
  overrideType: OverrideType;
  refusal: string;
  vehicleNumber: string;
}

/** Request override (docs/decisions/017): the member asks an admin to allow a refused booking, with a reason. */
export function RequestOverrideDialog({ refused, onClose }: { refused: RefusedBooking | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const ask = useRequestOverride();
  const send = async () => {
    if (!refused) return;
    try {
      const made = await ask.mutateAsync({ ...refused.request, reason: reason.trim() || undefined });
      toast.success(made.status === 'approved' ? t('override.approved') : t('override.requested'), {
        description: made.status === 'approved' ? t('override.bookedText', { vehicle: isolated(refused.vehicleNumber) }) : t('override.waitText'),
      });
      setReason('');
      onClose();
    } catch (error) {
      toast.error(t('override.failed'), { description: problemText(error, t('override.failedText')) });
    }
  };
  return (
    <Modal
      open={!!refused}
      onClose={onClose}
      title={t('override.title')}
      description={refused ? t('override.description', { type: typeWord(refused.overrideType), vehicle: isolated(refused.vehicleNumber) }) : ''}
    >
      {refused && (
        <div className="space-y-3">
          <Alert>{refused.refusal}</Alert>
          <label className="block text-sm font-medium">
            {t('override.reason')}
            <Textarea rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('override.reasonHint')} />
          </label>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button disabled={ask.isPending} onClick={() => void send()}>
              {ask.isPending ? t('override.sending') : t('override.title')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
