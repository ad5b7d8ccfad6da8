import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { availabilityRuleInput, RULE_TYPES, type AvailabilityRuleInput } from '../../../contract/availability.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox, Field, Form, FormProblem, Input, Select, Textarea } from '../../components/ui/form.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { calendarFailure } from './calendar-failure.ts';
import { VehicleScopeSelect } from './vehicle-scope-select.tsx';
import { contractResolver, showServerErrors, textOrNull } from '../../lib/forms.ts';
import { announceAffected } from './event-dialog.tsx';
import { useCreateRule } from './use-calendar-management.ts';

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Shabbat'];

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

const EMPTY: RuleValues = { ruleName: '', ruleType: 'operating_hours', vehicleId: '', dayOfWeek: '', startTime: '', endTime: '', startDate: '', endDate: '', description: '', priority: '0', isActive: true };
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

/** Add Rule (spec/admin-app.md 2.13, 5): rules are added and deleted, not edited. */
export function RuleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Add Rule" description="Operating hours allow bookings only within them; blackouts, maintenance windows and holidays keep bookings out." width="w-[min(40rem,96vw)]">
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
      toast.success('Rule created', { description: saved.ruleName });
      announceAffected('rule', saved.affectedBookings);
      onDone();
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: calendarFailure('create rule', error) });
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="space-y-3">
      <FormProblem />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field name="ruleName" label="Rule name">
          <Input {...register('ruleName')} />
        </Field>
        <Field name="ruleType" label="Type">
          <Select {...register('ruleType')}>
            {RULE_TYPES.map((t) => <option key={t} value={t}>{t.replaceAll('_', ' ')}</option>)}
          </Select>
        </Field>
        <VehicleScopeSelect />
        <Field name="dayOfWeek" label="Day of the week">
          <Select {...register('dayOfWeek')}>
            <option value="">Every day</option>
            {WEEKDAYS.map((d, i) => <option key={d} value={i}>{d}</option>)}
          </Select>
        </Field>
        <Field name="startTime" label="From (time of day)">
          <Input type="time" {...register('startTime')} />
        </Field>
        <Field name="endTime" label="Until (time of day)">
          <Input type="time" {...register('endTime')} />
        </Field>
        <Field name="startDate" label="From date">
          <Input type="date" {...register('startDate')} />
        </Field>
        <Field name="endDate" label="Until date">
          <Input type="date" {...register('endDate')} />
        </Field>
        <Field name="priority" label="Priority">
          <Input type="number" {...register('priority')} />
        </Field>
      </div>
      <Checkbox label="Active" {...register('isActive')} />
      <Field name="description" label="Description (optional)">
        <Textarea rows={2} {...register('description')} />
      </Field>
      <div className="flex justify-end gap-2 border-t border-slate-100 pt-3">
        <Button variant="secondary" onClick={onDone}>Cancel</Button>
        <Button type="submit" disabled={create.isPending}>{create.isPending ? 'Saving…' : 'Add Rule'}</Button>
      </div>
    </Form>
  );
}
