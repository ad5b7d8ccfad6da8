import { useFormContext } from 'react-hook-form';
import { calendarWord } from './calendar-failure.ts';
import { Field, Options, Select } from '../../components/ui/form.tsx';

/** A choice among the calendar's words (an event's type, priority or status, a rule's type), each in the member's language. */
export function CalendarWordSelect({ name, label, values }: { name: string; label: string; values: readonly string[] }) {
  const { register } = useFormContext<Record<string, string>>();
  return (
    <Field name={name} label={label}>
      <Select {...register(name)}>
        <Options items={values} label={calendarWord} />
      </Select>
    </Field>
  );
}
