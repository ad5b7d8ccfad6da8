import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Booking } from '../../../contract/bookings.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiRequest, problemText } from '../../lib/api.ts';
import { bookingRange } from '../../lib/time.ts';
import { SignaturePad } from './signature-pad.tsx';

/** Typed full name, drawn signature and acceptance of the vehicle-use agreement for one booking. */
export function SignAgreementDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { data: terms } = useQuery<{ version: string; terms: string[] }>({ queryKey: ['/api/agreements/terms'], enabled: !!booking });
  const [fullName, setFullName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  const sign = useMutation({
    mutationFn: (id: number) => apiRequest('POST', `/api/agreements/${id}/sign`, { fullName, signature, accepted }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['/api/bookings/active'] }), queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/bookings/mine') })]),
  });

  const submit = async () => {
    if (!booking) return;
    try {
      await sign.mutateAsync(booking.id);
      toast.success('Agreement Signed', { description: `Your agreement for ${booking.vehicleNumber} is signed; its PDF is in My Bookings.` });
      onClose();
    } catch (error) {
      toast.error('Signing Failed', { description: problemText(error, 'Failed to sign the agreement. Please try again.') });
    }
  };

  return (
    <Dialog.Root open={!!booking} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(40rem,96vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl">
          <Dialog.Title className="text-xl font-bold">Vehicle-use agreement</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            {booking && `${booking.vehicleNumber}, ${bookingRange(booking.startTime, booking.endTime)}`}
          </Dialog.Description>
          <ol className="my-4 list-decimal space-y-1 pl-5 text-sm text-slate-800">
            {terms?.terms.map((t) => <li key={t}>{t}</li>)}
          </ol>
          <label className="block text-sm font-medium">
            Full name
            <input className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1.5" value={fullName} onChange={(e) => setFullName(e.target.value)} />
          </label>
          <div className="mt-3 text-sm font-medium">Signature</div>
          <SignaturePad onChange={setSignature} />
          <label className="mt-3 flex items-center gap-2 text-sm">
            <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
            I have read and accept the agreement
          </label>
          <div className="mt-4 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button disabled={!fullName.trim() || !signature || !accepted || sign.isPending} onClick={() => void submit()}>
              {sign.isPending ? 'Signing…' : 'Sign agreement'}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
