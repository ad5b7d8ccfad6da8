import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { calendarFailure } from './calendar-failure.ts';
import { CalendarWordSelect } from './calendar-word-select.tsx';
import { useSaveEvent } from './use-calendar-management.ts';
import { VehicleScopeSelect } from './vehicle-scope-select.tsx';
import {
  calendarEventInput,
  EVENT_PRIORITIES,
  EVENT_STATUSES,
  EVENT_TYPES,
  type AffectedBooking,
  type CalendarEvent,
  type CalendarEventInput,
} from '../../../contract/availability.contract.ts';
import { Checkbox, Field, Form, FormActions, FormProblem, Input, Textarea } from '../../components/ui/form.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { contractResolver, showServerErrors, textOrNull } from '../../lib/forms.ts';
import { t } from '../../lib/i18n/index.ts';
import { bookingRange, dateTimeInputOf, isoOfDateTimeInput } from '../../lib/time.ts';

interface EventValues {
  title: string;
  description: string;
  start: string;
  end: string;
  eventType: string;
  vehicleId: string;
  isAllDay: boolean;
  priority: string;
  status: string;
}

const valuesOf = (e: CalendarEvent | null): EventValues => ({
  title: e?.title ?? '',
  description: e?.description ?? '',
  start: e ? dateTimeInputOf(e.startTime) : '',
  end: e ? dateTimeInputOf(e.endTime) : '',
  eventType: e?.eventType ?? 'maintenance',
  vehicleId: e?.vehicleId ? String(e.vehicleId) : '',
  isAllDay: e?.isAllDay ?? false,
  priority: e?.priority ?? 'normal',
  status: e?.status ?? 'scheduled',
});

const toRequest = (v: EventValues) => ({
  title: v.title,
  description: textOrNull(v.description),
  startTime: isoOfDateTimeInput(v.start),
  endTime: isoOfDateTimeInput(v.end),
  eventType: v.eventType,
  vehicleId: v.vehicleId ? Number(v.vehicleId) : null,
  isAllDay: v.isAllDay,
  priority: v.priority,
  status: v.status,
});

/** Tells the admin which bookings a saved event or rule now meets, so that nobody is left stranded. */
export function announceAffected(what: 'event' | 'rule', affected: AffectedBooking[]): void {
  if (!affected.length) return;
  const list = affected
    .slice(0, 3)
    .map((b) => `${b.vehicleNumber} ${b.userName}, ${bookingRange(b.startTime, b.endTime)}`)
    .join('; ');
  toast.warning(t('calendarMgmt.affected', { n: affected.length, what }), {
    description: t('calendarMgmt.affectedText', { list: `${list}${affected.length > 3 ? '…' : ''}` }),
  });
}

/** Add Event or edit one (docs/spec/admin-app.md 2.13, 5): the contract's messages, 'Failed to … event: {status text}' when refused. */
export function EventDialog({ open, event, onClose }: { open: boolean; event: CalendarEvent | null; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={event ? t('calendarMgmt.editEvent') : t('calendarMgmt.addEvent')}
      description={t('calendarMgmt.eventDescription')}
      width="w-[min(40rem,96vw)]"
    >
      {open && <EventForm event={event} onDone={onClose} />}
    </Modal>
  );
}

function EventForm({ event, onDone }: { event: CalendarEvent | null; onDone: () => void }) {
  const save = useSaveEvent();
  const form = useForm<EventValues, unknown, CalendarEventInput>({ resolver: contractResolver(calendarEventInput, toRequest), defaultValues: valuesOf(event) });
  const { register } = form;
  const submit = async (input: CalendarEventInput) => {
    try {
      const saved = await save.mutateAsync({ ...input, ...(event ? { id: event.id } : {}) });
      toast.success(event ? t('calendarMgmt.eventUpdated') : t('calendarMgmt.eventCreated'), { description: saved.title });
      announceAffected('event', saved.affectedBookings);
      onDone();
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: calendarFailure(event ? 'updateEvent' : 'createEvent', error) });
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="space-y-3">
      <FormProblem />
      <Field name="title" label={t('templates.titleField')}>
        <Input {...register('title')} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field name="startTime" label={t('calendarMgmt.start')}>
          <Input type="datetime-local" {...register('start')} />
        </Field>
        <Field name="endTime" label={t('calendarMgmt.end')}>
          <Input type="datetime-local" {...register('end')} />
        </Field>
        <CalendarWordSelect name="eventType" label={t('calendarMgmt.type')} values={EVENT_TYPES} />
        <VehicleScopeSelect />
        <CalendarWordSelect name="priority" label={t('calendarMgmt.priorityLabel')} values={EVENT_PRIORITIES} />
        <CalendarWordSelect name="status" label={t('users.status')} values={EVENT_STATUSES} />
      </div>
      <Checkbox label={t('calendarMgmt.allDay')} {...register('isAllDay')} />
      <Field name="description" label={t('calendarMgmt.descriptionOptional')}>
        <Textarea rows={2} {...register('description')} />
      </Field>
      <FormActions onBack={onDone} pending={save.isPending} submitLabel={event ? t('calendarMgmt.saveEvent') : t('calendarMgmt.addEvent')} />
    </Form>
  );
}
