import * as Dialog from '@radix-ui/react-dialog';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { signAgreementRequest, type SignAgreementRequest } from '../../../contract/agreements.contract.ts';
import type { Booking } from '../../../contract/bookings.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox, Field, FieldError, Form, Input } from '../../components/ui/form.tsx';
import { problemText } from '../../lib/api.ts';
import { contractResolver, showServerErrors } from '../../lib/forms.ts';
import { bookingRange } from '../../lib/time.ts';
import { SignaturePad } from './signature-pad.tsx';
import { useAgreementTerms, useSignAgreement } from './use-bookings.ts';

/** Typed full name, drawn signature and acceptance of the vehicle-use agreement for one booking. */
export function SignAgreementDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const { data: terms } = useAgreementTerms(!!booking);
  return (
    <Dialog.Root open={!!booking} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 inset-x-0 z-50 mx-auto max-h-[92vh] w-[min(40rem,96vw)] -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl">
          <Dialog.Title className="text-xl font-bold">Vehicle-use agreement</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            {booking && `${booking.vehicleNumber}, ${bookingRange(booking.startTime, booking.endTime)}`}
          </Dialog.Description>
          <ol className="my-4 list-decimal space-y-1 ps-5 text-sm text-slate-800">
            {terms?.terms.map((t) => <li key={t}>{t}</li>)}
          </ol>
          {booking && <SignAgreementForm key={booking.id} booking={booking} onDone={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface SignatureValues {
  fullName: string;
  signature: string;
  accepted: boolean;
}

/** The contract's request judges the form as it is filled; Sign is on once it would pass. */
function SignAgreementForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const sign = useSignAgreement();
  const form = useForm<SignatureValues, unknown, SignAgreementRequest>({
    mode: 'onChange',
    resolver: contractResolver(signAgreementRequest, (v: SignatureValues) => v),
    defaultValues: { fullName: '', signature: '', accepted: false },
  });

  const submit = async (request: SignAgreementRequest) => {
    try {
      await sign.mutateAsync({ bookingId: booking.id, ...request });
      toast.success('Agreement Signed', { description: `Your agreement for ${booking.vehicleNumber} is signed; its PDF is in My Bookings.` });
      onDone();
    } catch (error) {
      showServerErrors(form, error);
      toast.error('Signing Failed', { description: problemText(error, 'Failed to sign the agreement. Please try again.') });
    }
  };

  return (
    <Form form={form} onSubmit={submit}>
      <Field name="fullName" label="Full name">
        <Input {...form.register('fullName')} />
      </Field>
      <div className="mt-3 text-sm font-medium">Signature</div>
      <SignaturePad onChange={(png) => form.setValue('signature', png ?? '', { shouldValidate: true })} />
      <FieldError name="signature" />
      <Checkbox className="mt-3 font-normal" label="I have read and accept the agreement" {...form.register('accepted')} />
      <div className="mt-4 flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" disabled={!form.formState.isValid || sign.isPending}>
          {sign.isPending ? 'Signing…' : 'Sign agreement'}
        </Button>
      </div>
    </Form>
  );
}
