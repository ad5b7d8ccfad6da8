import * as Dialog from '@radix-ui/react-dialog';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SignaturePad } from './signature-pad.tsx';
import { useAgreementTerms, useSignAgreement } from './use-bookings.ts';
import { signAgreementRequest, type SignAgreementRequest } from '../../../contract/agreements.contract.ts';
import type { Booking } from '../../../contract/bookings.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox, Field, FieldError, Form, Input } from '../../components/ui/form.tsx';
import { problemText } from '../../lib/api.ts';
import { contractResolver, showServerErrors } from '../../lib/forms.ts';
import { isolated, type Language } from '../../lib/i18n/index.ts';
import { useReturnFocus } from '../../lib/return-focus.ts';
import { bookingRange } from '../../lib/time.ts';

/** Typed full name, drawn signature and acceptance of the vehicle-use agreement for one booking. */
export function SignAgreementDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: terms } = useAgreementTerms(!!booking);
  const returnFocus = useReturnFocus(!!booking);
  return (
    <Dialog.Root open={!!booking} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 inset-x-0 z-50 mx-auto max-h-[92vh] w-[min(40rem,96vw)] -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl"
        >
          <Dialog.Title className="text-xl font-bold">{t('agreement.title')}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            {booking && `${isolated(booking.vehicleNumber)}, ${bookingRange(booking.startTime, booking.endTime)}`}
          </Dialog.Description>
          <ol className="my-4 list-decimal space-y-1 ps-5 text-sm text-slate-800">
            {terms?.terms.map((term) => (
              // The terms come in the language shown when the template has it, else in English.
              <li key={term} dir="auto">
                {term}
              </li>
            ))}
          </ol>
          {booking && <SignAgreementForm key={booking.id} booking={booking} termsLanguage={terms?.language} onDone={onClose} />}
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
function SignAgreementForm({ booking, termsLanguage, onDone }: { booking: Booking; termsLanguage: Language | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const sign = useSignAgreement();
  const form = useForm<SignatureValues, unknown, SignAgreementRequest>({
    mode: 'onChange',
    resolver: contractResolver(signAgreementRequest, (v: SignatureValues) => v),
    defaultValues: { fullName: '', signature: '', accepted: false },
  });

  const typedName = useWatch({ control: form.control, name: 'fullName' });

  const submit = async (request: SignAgreementRequest) => {
    try {
      // The member signs the terms in the language they were shown in.
      await sign.mutateAsync({ bookingId: booking.id, ...request, language: termsLanguage });
      toast.success(t('agreement.signed'), { description: t('agreement.signedText', { vehicle: isolated(booking.vehicleNumber) }) });
      onDone();
    } catch (error) {
      showServerErrors(form, error);
      toast.error(t('agreement.failed'), { description: problemText(error, t('agreement.failedText')) });
    }
  };

  return (
    <Form form={form} onSubmit={submit}>
      <Field name="fullName" label={t('agreement.fullName')}>
        <Input {...form.register('fullName')} />
      </Field>
      <div className="mt-3 text-sm font-medium">{t('agreement.signature')}</div>
      <SignaturePad typedName={typedName} onChange={(png) => form.setValue('signature', png ?? '', { shouldValidate: true })} />
      <FieldError name="signature" />
      <Checkbox className="mt-3 font-normal" label={t('agreement.accept')} {...form.register('accepted')} />
      <div className="mt-4 flex justify-end gap-2">
        <Dialog.Close asChild>
          <Button variant="secondary">{t('common.cancel')}</Button>
        </Dialog.Close>
        <Button type="submit" disabled={!form.formState.isValid || sign.isPending}>
          {sign.isPending ? t('agreement.signing') : t('agreement.sign')}
        </Button>
      </div>
    </Form>
  );
}
