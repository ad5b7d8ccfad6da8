import { CheckCircle2, KeyRound, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { deactivateRequest, IMMOBILIZER_CODE_LENGTH, type DeactivateRequest } from '../../../contract/immobilizer.contract.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, Form, FormProblem, Input } from '../../components/ui/form.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { problemText } from '../../lib/api.ts';
import { contractResolver } from '../../lib/forms.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { localTime } from '../../lib/time.ts';
import { useDeactivateWithCode, useImmobilizerState } from './use-immobilizer.ts';

export interface ImmobilizerTarget {
  vehicleId: number;
  vehicleNumber: string;
}

/** The member's code dialog (spec/admin-app.md 2.15 and 5): the code from the ituran_code notification. */
export function ImmobilizerCodeDialog({ target, onClose }: { target: ImmobilizerTarget | null; onClose: () => void }) {
  return (
    <Modal open={!!target} onClose={onClose} title="Unlock Vehicle" description={target ? `Enter the immobilizer code of your booking of ${target.vehicleNumber}.` : ''}>
      {target && <CodeForm key={target.vehicleId} target={target} onDone={onClose} />}
    </Modal>
  );
}

function CodeForm({ target, onDone }: { target: ImmobilizerTarget; onDone: () => void }) {
  const { data: config } = usePublicConfig();
  const deactivate = useDeactivateWithCode();
  const form = useForm<{ code: string }, unknown, DeactivateRequest>({ resolver: contractResolver(deactivateRequest, (v: { code: string }) => v), defaultValues: { code: '' } });
  const code = useWatch({ control: form.control, name: 'code' });
  const codeField = form.register('code');
  const [commandId, setCommandId] = useState<number>();
  const { data: state } = useImmobilizerState(target.vehicleId);
  const command = commandId !== undefined && state?.lastCommand?.id === commandId ? state.lastCommand : undefined;

  const submit = async ({ code: typed }: DeactivateRequest) => {
    try {
      const result = await deactivate.mutateAsync({ vehicleId: target.vehicleId, code: typed });
      setCommandId(result.command.id);
      toast.success('Immobilizer Deactivated', { description: `Vehicle ${target.vehicleNumber} is now ready to use` });
    } catch (error) {
      const message = problemText(error, 'The immobilizer could not be deactivated.');
      form.setError('root', { message });
      toast.error('Deactivation Failed', { description: message });
    }
  };

  if (commandId !== undefined) return <Progress vehicleNumber={target.vehicleNumber} confirmed={command?.status === 'confirmed'} sent={!!command?.sentAt} onDone={onDone} />;

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      {state?.lockedUntil && <Alert>Too many wrong codes. You can try again after {localTime(new Date(state.lockedUntil))}.</Alert>}
      <FormProblem />
      <Field name="code" label="Immobilizer code">
        <Input
          className="px-3 py-2 text-center font-mono text-2xl tracking-[0.4em] uppercase"
          maxLength={IMMOBILIZER_CODE_LENGTH}
          autoComplete="one-time-code"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog is opened to type the code: focus belongs in its only field
          autoFocus
          aria-describedby="immobilizer-hint"
          {...codeField}
          onChange={(e) => {
            e.target.value = e.target.value.toUpperCase().replace(/\s/g, '');
            void codeField.onChange(e);
          }}
        />
      </Field>
      <p id="immobilizer-hint" className="text-xs text-slate-500">
        The {IMMOBILIZER_CODE_LENGTH}-character code came as a notification when your booking was confirmed. It works from 1 hour before your booking starts.
        {state && state.attemptsLeft < 5 && !state.lockedUntil && ` ${state.attemptsLeft} attempts left.`} Trouble? Call dispatch at {config?.dispatchPhone}.
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>Cancel</Button>
        <Button type="submit" disabled={code.trim().length < IMMOBILIZER_CODE_LENGTH || deactivate.isPending}>
          <KeyRound className="size-4" aria-hidden /> {deactivate.isPending ? 'Checking…' : 'Deactivate Immobilizer'}
        </Button>
      </div>
    </Form>
  );
}

/** After the code was accepted: the command waits for the vehicle's tracker to carry it out. */
function Progress({ vehicleNumber, sent, confirmed, onDone }: { vehicleNumber: string; sent: boolean; confirmed: boolean; onDone: () => void }) {
  return (
    <div className="space-y-4" data-testid="immobilizer-progress" data-confirmed={confirmed}>
      {confirmed ? (
        <p className="flex items-center gap-2 text-emerald-700">
          <CheckCircle2 className="size-5" aria-hidden /> {vehicleNumber} reports its immobilizer off. You can start the engine.
        </p>
      ) : (
        <p className="flex items-center gap-2 text-slate-700" role="status">
          <Loader2 className="size-5 animate-spin" aria-hidden />
          {sent ? `Sent to ${vehicleNumber}; waiting for it to confirm…` : `Waiting for ${vehicleNumber}'s tracker to check in…`}
        </p>
      )}
      <p className="text-xs text-slate-500">The tracker takes the command with its next report, usually within seconds when the vehicle has signal.</p>
      <div className="flex justify-end">
        <Button variant={confirmed ? 'primary' : 'secondary'} onClick={onDone}>{confirmed ? 'Done' : 'Close'}</Button>
      </div>
    </div>
  );
}
