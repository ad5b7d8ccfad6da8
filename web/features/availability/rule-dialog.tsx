import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { calendarFailure, WEEKDAY_NUMBERS, weekdayName } from './calendar-failure.ts';
import { CalendarWordSelect } from './calendar-word-select.tsx';
import { announceAffected } from './event-dialog.tsx';
import { useCreateRule } from './use-calendar-management.ts';
import { VehicleScopeSelect } from './vehicle-scope-select.tsx';
import { availabilityRuleInput, RULE_TYPES, type AvailabilityRuleInput } from '../../../contract/availability.contract.ts';
import { Checkbox, Field, Form, FormActions, FormProblem, Input, Options, Select, Textarea } from '../../components/ui/form.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { contractResolver, showServerErrors, textOrNull } from '../../lib/forms.ts';
import { t } from '../../lib/i18n/index.ts';

interface RuleValues {
  ruleName: string;
  ruleType: string;
  vehicleId: string;
  dayOfWeek: string;
  startTime: string;
  endTime: string;
  startDate: string;
  endDate: string;
  description: string;
  priority: string;
  isActive: boolean;
}

const EMPTY: RuleValues = {
  ruleName: '',
  ruleType: 'operating_hours',
  vehicleId: '',
  dayOfWeek: '',
  startTime: '',
  endTime: '',
  startDate: '',
  endDate: '',
  description: '',
  priority: '0',
  isActive: true,
};
const orNull = (v: string) => v || null;
const toRequest = (v: RuleValues) => ({
  ruleName: v.ruleName,
  ruleType: v.ruleType,
  vehicleId: v.vehicleId ? Number(v.vehicleId) : null,
  dayOfWeek: v.dayOfWeek === '' ? null : Number(v.dayOfWeek),
  startTime: orNull(v.startTime),
  endTime: orNull(v.endTime),
  startDate: orNull(v.startDate),
  endDate: orNull(v.endDate),
  description: textOrNull(v.description),
  priority: v.priority.trim() === '' ? 0 : Number(v.priority),
  isActive: v.isActive,
});

/** Add Rule (docs/spec/admin-app.md 2.13, 5): rules are added and deleted, not edited. */
export function RuleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={t('calendarMgmt.addRule')} description={t('calendarMgmt.ruleDescription')} width="w-[min(40rem,96vw)]">
      {open && <RuleForm onDone={onClose} />}
    </Modal>
  );
}

function RuleForm({ onDone }: { onDone: () => void }) {
  const create = useCreateRule();
  const form = useForm<RuleValues, unknown, AvailabilityRuleInput>({ resolver: contractResolver(availabilityRuleInput, toRequest), defaultValues: EMPTY });
  const { register } = form;
  const submit = async (input: AvailabilityRuleInput) => {
    try {
      const saved = await create.mutateAsync(input);
      toast.success(t('calendarMgmt.ruleCreated'), { description: saved.ruleName });
      announceAffected('rule', saved.affectedBookings);
      onDone();
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: calendarFailure('createRule', error) });
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="space-y-3">
      <FormProblem />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field name="ruleName" label={t('calendarMgmt.ruleName')}>
          <Input {...register('ruleName')} />
        </Field>
        <CalendarWordSelect name="ruleType" label={t('calendarMgmt.type')} values={RULE_TYPES} />
        <VehicleScopeSelect />
        <Field name="dayOfWeek" label={t('calendarMgmt.dayOfWeek')}>
          <Select {...register('dayOfWeek')}>
            <option value="">{t('calendarMgmt.everyDay')}</option>
            <Options items={WEEKDAY_NUMBERS} label={(day) => weekdayName(day)} />
          </Select>
        </Field>
        <Field name="startTime" label={t('calendarMgmt.fromTime')}>
          <Input type="time" {...register('startTime')} />
        </Field>
        <Field name="endTime" label={t('calendarMgmt.untilTime')}>
          <Input type="time" {...register('endTime')} />
        </Field>
        <Field name="startDate" label={t('calendarMgmt.fromDateLabel')}>
          <Input type="date" {...register('startDate')} />
        </Field>
        <Field name="endDate" label={t('calendarMgmt.untilDateLabel')}>
          <Input type="date" {...register('endDate')} />
        </Field>
        <Field name="priority" label={t('calendarMgmt.priorityLabel')}>
          <Input type="number" {...register('priority')} />
        </Field>
      </div>
      <Checkbox label={t('users.active')} {...register('isActive')} />
      <Field name="description" label={t('calendarMgmt.descriptionOptional')}>
        <Textarea rows={2} {...register('description')} />
      </Field>
      <FormActions onBack={onDone} pending={create.isPending} submitLabel={t('calendarMgmt.addRule')} />
    </Form>
  );
}
