import { useState } from 'react';
import { toast } from 'sonner';
import type { CreateBookingRequest } from '../../../contract/bookings.contract.ts';
import type { OverrideType } from '../../../contract/overrides.contract.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/form.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { problemText } from '../../lib/api.ts';
import { TYPE_WORDS } from './override-words.ts';
import { useRequestOverride } from './use-overrides.ts';

/** A booking the server refused for a reason an admin may override, and why it was refused. */
export interface RefusedBooking {
  request: CreateBookingRequest;
  overrideType: OverrideType;
  refusal: string;
  vehicleNumber: string;
}

/** Request override (issue 13.6): the member asks an admin to allow a refused booking, with a reason. */
export function RequestOverrideDialog({ refused, onClose }: { refused: RefusedBooking | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const ask = useRequestOverride();
  const send = async () => {
    if (!refused) return;
    try {
      const made = await ask.mutateAsync({ ...refused.request, reason: reason.trim() || undefined });
      toast.success(made.status === 'approved' ? 'Override approved' : 'Override requested', {
        description: made.status === 'approved' ? `${refused.vehicleNumber} is booked for you.` : 'An admin will decide; you will be notified. My Reservations shows the request.',
      });
      setReason('');
      onClose();
    } catch (error) {
      toast.error('Request failed', { description: problemText(error, 'The override could not be requested.') });
    }
  };
  return (
    <Modal open={!!refused} onClose={onClose} title="Request override" description={refused ? `${TYPE_WORDS[refused.overrideType]}: ask an admin to allow this booking of ${refused.vehicleNumber}.` : ''}>
      {refused && (
        <div className="space-y-3">
          <Alert>{refused.refusal}</Alert>
          <label className="block text-sm font-medium">
            Reason
            <Textarea rows={3} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Why this booking is needed" />
          </label>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>Cancel</Button>
            <Button disabled={ask.isPending} onClick={() => void send()}>{ask.isPending ? 'Sending…' : 'Request override'}</Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
