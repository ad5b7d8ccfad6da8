import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { keepPendingCheck } from './pending-checks.ts';
import { CHECK_VIEWS, useBookingCheck } from './use-vehicle-checks.ts';
import { localDateOf } from '../../../contract/jerusalem-time.ts';
import { REFUSALS } from '../../../contract/refusals.texts.ts';
import {
  PRESENCE_ANSWERS,
  type BookingVehicleCheck,
  type CheckAnswer,
  type CheckItem,
  type SubmitCheckRequest,
} from '../../../contract/vehicle-checks.contract.ts';
import { vehicleChecksEndpoints } from '../../../contract/vehicle-checks.endpoints.ts';
import { answersProblem, judgeCheck } from '../../../contract/vehicle-checks.rules.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, Form, FormProblem, Input } from '../../components/ui/form.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError, call, problemText } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';
import { currentLanguage, isolated } from '../../lib/i18n/index.ts';
import { refusalText } from '../../lib/server-texts.ts';

export interface CheckTarget {
  bookingId: number;
  vehicleNumber: string;
}

/** What the inputs of one item hold, as text. */
interface Answer {
  presence: string;
  value: string;
  seal: string;
  expiry: string;
  note: string;
}

const EMPTY: Answer = { presence: '', value: '', seal: '', expiry: '', note: '' };

/** The answers as the contract takes them: an item left empty is not answered. */
function toAnswers(items: CheckItem[], values: Answer[]): CheckAnswer[] {
  return items.flatMap((item, i): CheckAnswer[] => {
    const v = values[i] ?? EMPTY;
    const note = v.note.trim() ? { note: v.note.trim() } : {};
    if (item.kind === 'presence') return v.presence ? [{ key: item.key, presence: v.presence as CheckAnswer['presence'], ...note }] : [];
    if (item.kind === 'number') return v.value.trim() !== '' ? [{ key: item.key, value: Number(v.value), ...note }] : [];
    if (item.kind === 'seal') return v.seal.trim() ? [{ key: item.key, seal: v.seal.trim(), ...note }] : [];
    return v.expiry ? [{ key: item.key, expiry: v.expiry, ...note }] : [];
  });
}

/** The start-of-shift check of a booking: its items, the last answers a tap away; offline it is kept and sent later. */
export function VehicleCheckDialog({ target, onClose }: { target: CheckTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const check = useBookingCheck(target?.bookingId ?? 0, !!target);
  return (
    <Modal
      open={!!target}
      onClose={onClose}
      title={t('check.title')}
      description={target ? t('check.description', { vehicle: isolated(target.vehicleNumber) }) : ''}
    >
      {target && check.data ? (
        <CheckForm key={target.bookingId} check={check.data} onDone={onClose} />
      ) : check.isError ? (
        <p role="alert">{problemText(check.error, t('check.loadFailed'))}</p>
      ) : (
        <Skeleton className="h-64" />
      )}
    </Modal>
  );
}

function CheckForm({ check, onDone }: { check: BookingVehicleCheck; onDone: () => void }) {
  const { t } = useTranslation();
  const items = check.template.items;
  const previous = new Map(check.previousAnswers.map((a) => [a.key, a]));
  const form = useForm<{ answers: Answer[] }>({ defaultValues: { answers: items.map(() => EMPTY) } });
  const refresh = useRefreshAfter(CHECK_VIEWS);
  const values = useWatch({ control: form.control, name: 'answers' });
  const judged = judgeCheck(items, toAnswers(items, values), localDateOf(new Date()));
  const failing = judged.items.filter((i) => i.fault && i.critical);
  const hebrew = currentLanguage() === 'he';
  const labelOf = (item: CheckItem) => (hebrew ? item.labelHe : item.label);

  const submit = async ({ answers }: { answers: Answer[] }) => {
    const request: SubmitCheckRequest & { clientId: string; doneAt: string } = {
      templateVersion: check.template.version,
      answers: toAnswers(items, answers),
      clientId: crypto.randomUUID(),
      doneAt: new Date().toISOString(),
    };
    const problem = answersProblem(items, request.answers);
    if (problem) return form.setError('root', { message: refusalText(REFUSALS[problem.key].en, problem.key, problem.params) });
    try {
      const done = await call(vehicleChecksEndpoints.submit, { params: { id: check.bookingId }, body: request });
      await refresh();
      if (done.result === 'passed') toast.success(t('check.passed'), { description: t('check.passedText', { vehicle: isolated(check.vehicleNumber) }) });
      else toast.error(t('check.failed'), { description: t('check.failedText', { vehicle: isolated(check.vehicleNumber) }) });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        keepPendingCheck({ bookingId: check.bookingId, vehicleNumber: check.vehicleNumber, request });
        toast.info(t('check.keptOffline'), { description: t('check.keptOfflineText') });
        onDone();
        return;
      }
      form.setError('root', { message: problemText(error, t('check.sendFailed')) });
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="space-y-3" label={t('check.form')}>
      <FormProblem />
      <ol className="space-y-3">
        {items.map((item, i) => (
          <li key={item.key} className="rounded-lg border border-slate-200 p-3" data-testid="check-item">
            <CheckItemInput item={item} index={i} label={labelOf(item)} previous={previous.get(item.key)} form={form} />
          </li>
        ))}
      </ol>
      {failing.length > 0 && (
        <p role="status" className="rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-900">
          {t('check.willFail', { items: failing.map((i) => (hebrew ? i.labelHe : i.label)).join(', ') })}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('check.send')}
        </Button>
      </div>
    </Form>
  );
}

type CheckForm = ReturnType<typeof useForm<{ answers: Answer[] }>>;

/** One item's input by its kind, with "as last time" when the vehicle's last check answered it. */
function CheckItemInput({
  item,
  index,
  label,
  previous,
  form,
}: {
  item: CheckItem;
  index: number;
  label: string;
  previous: CheckAnswer | undefined;
  form: CheckForm;
}) {
  const { t } = useTranslation();
  const { register, setValue } = form;
  const presence = useWatch({ control: form.control, name: `answers.${index}.presence` });
  const heading = (
    <span className="font-medium">
      {label}
      {item.critical && <span className="ms-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">{t('check.critical')}</span>}
    </span>
  );
  const last = previous && (previous.value ?? previous.seal ?? previous.expiry);
  const asLast =
    last !== undefined && item.kind !== 'presence' ? (
      <Button
        type="button"
        size="sm"
        variant="secondary"
        onClick={() =>
          setValue(`answers.${index}.${item.kind === 'number' ? 'value' : item.kind}` as `answers.${number}.value`, String(last), { shouldDirty: true })
        }
      >
        {t('check.asLast', { value: `${last}${item.unit ? ` ${item.unit}` : ''}` })}
      </Button>
    ) : null;
  if (item.kind === 'presence') {
    return (
      <fieldset>
        <legend>{heading}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {PRESENCE_ANSWERS.map((answer) => (
            <label
              key={answer}
              className="flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm has-[:checked]:border-slate-900 has-[:checked]:bg-slate-100"
            >
              <input type="radio" value={answer} {...register(`answers.${index}.presence`)} /> {t(`check.presence.${answer}`)}
            </label>
          ))}
        </div>
        {(presence === 'short' || presence === 'replace') && (
          <Field name={`answers.${index}.note`} label={t('check.note')} className="mt-2">
            <Input maxLength={500} {...register(`answers.${index}.note`)} />
          </Field>
        )}
      </fieldset>
    );
  }
  const input =
    item.kind === 'number' ? (
      <Input type="number" inputMode="decimal" step="any" {...register(`answers.${index}.value`)} />
    ) : item.kind === 'seal' ? (
      <Input maxLength={40} autoComplete="off" {...register(`answers.${index}.seal`)} />
    ) : (
      <Input type="date" {...register(`answers.${index}.expiry`)} />
    );
  const hint = item.kind === 'number' ? t('check.minimum', { minimum: `${item.minimum ?? ''}${item.unit ? ` ${item.unit}` : ''}` }) : null;
  return (
    <div>
      <Field name={`answers.${index}.${item.kind === 'number' ? 'value' : item.kind}`} label={heading}>
        {input}
      </Field>
      <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        {hint && <span>{hint}</span>}
        {asLast}
      </div>
    </div>
  );
}
