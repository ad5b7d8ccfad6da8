import { CheckCircle2, KeyRound, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useDeactivateWithCode, useImmobilizerState } from './use-immobilizer.ts';
import { deactivateRequest, IMMOBILIZER_CODE_LENGTH, type DeactivateRequest } from '../../../contract/immobilizer.contract.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, Form, FormProblem, Input } from '../../components/ui/form.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { problemText } from '../../lib/api.ts';
import { contractResolver } from '../../lib/forms.ts';
import { isolated } from '../../lib/i18n/index.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { localTime } from '../../lib/time.ts';

export interface ImmobilizerTarget {
  vehicleId: number;
  vehicleNumber: string;
}

/** The member's code dialog (docs/spec/admin-app.md 2.15 and 5): the code from the ituran_code notification. */
export function ImmobilizerCodeDialog({ target, onClose }: { target: ImmobilizerTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={!!target}
      onClose={onClose}
      title={t('unlock.title')}
      description={target ? t('unlock.description', { vehicle: isolated(target.vehicleNumber) }) : ''}
    >
      {target && <CodeForm key={target.vehicleId} target={target} onDone={onClose} />}
    </Modal>
  );
}

function CodeForm({ target, onDone }: { target: ImmobilizerTarget; onDone: () => void }) {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  const deactivate = useDeactivateWithCode();
  const form = useForm<{ code: string }, unknown, DeactivateRequest>({
    resolver: contractResolver(deactivateRequest, (v: { code: string }) => v),
    defaultValues: { code: '' },
  });
  const code = useWatch({ control: form.control, name: 'code' });
  const codeField = form.register('code');
  const [commandId, setCommandId] = useState<number>();
  const { data: state } = useImmobilizerState(target.vehicleId);
  const command = commandId !== undefined && state?.lastCommand?.id === commandId ? state.lastCommand : undefined;

  const submit = async ({ code: typed }: DeactivateRequest) => {
    try {
      const result = await deactivate.mutateAsync({ vehicleId: target.vehicleId, code: typed });
      setCommandId(result.command.id);
      toast.success(t('unlock.done'), { description: t('unlock.doneText', { vehicle: isolated(target.vehicleNumber) }) });
    } catch (error) {
      const message = problemText(error, t('unlock.failedText'));
      form.setError('root', { message });
      toast.error(t('unlock.failed'), { description: message });
    }
  };

  if (commandId !== undefined)
    return <Progress vehicleNumber={target.vehicleNumber} confirmed={command?.status === 'confirmed'} sent={!!command?.sentAt} onDone={onDone} />;

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      {state?.lockedUntil && <Alert>{t('unlock.locked', { time: isolated(localTime(new Date(state.lockedUntil))) })}</Alert>}
      <FormProblem />
      <Field name="code" label={t('unlock.code')}>
        <Input
          dir="ltr"
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
        {t('unlock.hint', { length: IMMOBILIZER_CODE_LENGTH })}
        {state && state.attemptsLeft < 5 && !state.lockedUntil && ` ${t('unlock.attemptsLeft', { n: state.attemptsLeft })}`}{' '}
        {t('unlock.trouble', { phone: isolated(config?.dispatchPhone ?? '') })}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={code.trim().length < IMMOBILIZER_CODE_LENGTH || deactivate.isPending}>
          <KeyRound className="size-4" aria-hidden /> {deactivate.isPending ? t('unlock.checking') : t('unlock.submit')}
        </Button>
      </div>
    </Form>
  );
}

/** After the code was accepted: the command waits for the vehicle's tracker to carry it out. */
function Progress({ vehicleNumber, sent, confirmed, onDone }: { vehicleNumber: string; sent: boolean; confirmed: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const vehicle = isolated(vehicleNumber);
  return (
    <div className="space-y-4" data-testid="immobilizer-progress" data-confirmed={confirmed}>
      {confirmed ? (
        <p className="flex items-center gap-2 text-emerald-700">
          <CheckCircle2 className="size-5" aria-hidden /> {t('unlock.confirmed', { vehicle })}
        </p>
      ) : (
        <p className="flex items-center gap-2 text-slate-700" role="status">
          <Loader2 className="size-5 animate-spin" aria-hidden />
          {sent ? t('unlock.sent', { vehicle }) : t('unlock.waiting', { vehicle })}
        </p>
      )}
      <p className="text-xs text-slate-500">{t('unlock.trackerHint')}</p>
      <div className="flex justify-end">
        <Button variant={confirmed ? 'primary' : 'secondary'} onClick={onDone}>
          {confirmed ? t('unlock.finish') : t('common.close')}
        </Button>
      </div>
    </div>
  );
}
