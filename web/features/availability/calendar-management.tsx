import * as Tabs from '@radix-ui/react-tabs';
import { CalendarCog, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { calendarFailure, calendarWord, weekdayName } from './calendar-failure.ts';
import { EventDialog } from './event-dialog.tsx';
import { RuleDialog } from './rule-dialog.tsx';
import { useAvailabilityRules, useCalendarEvents, useDeleteEvent, useDeleteRule } from './use-calendar-management.ts';
import type { AvailabilityRule, CalendarEvent } from '../../../contract/availability.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { TabList } from '../../components/ui/tab-list.tsx';
import { useVehicles } from '../../entities/vehicles.ts';
import { cn } from '../../lib/cn.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatEventTime } from '../../lib/time.ts';

/** Calendar Management (docs/spec/admin-app.md 2.13): events to add, edit and delete; rules to add and delete. */
/** Priority in words and colour (never colour alone): low grey, normal blue, high amber, urgent red. */
const PRIORITY_STYLE: Record<CalendarEvent['priority'], string> = {
  low: 'bg-slate-100 text-slate-700',
  normal: 'bg-blue-100 text-blue-900',
  high: 'bg-amber-100 text-amber-900',
  urgent: 'bg-red-100 text-red-900',
};

export function CalendarManagement() {
  const [editing, setEditing] = useState<CalendarEvent | null>(null);
  const [eventOpen, setEventOpen] = useState(false);
  const [ruleOpen, setRuleOpen] = useState(false);
  const { data: vehicles = [] } = useVehicles();
  const vehicleName = (id: number | null) =>
    id === null ? t('diary.allVehicles') : (vehicles.find((v) => v.id === id)?.vehicleNumber ?? t('vehicleMgmt.vehicle', { vehicle: id }));

  return (
    <Panel className="space-y-4" aria-label={t('calendarMgmt.title')}>
      <IconHeading icon={CalendarCog}>{t('calendarMgmt.title')}</IconHeading>
      <Tabs.Root defaultValue="events">
        <TabList
          tabs={[
            { value: 'events', label: t('calendarMgmt.events') },
            { value: 'rules', label: t('calendarMgmt.rules') },
          ]}
        />
        <Tabs.Content value="events" className="space-y-3">
          <Button onClick={() => (setEditing(null), setEventOpen(true))}>
            <Plus className="size-4" aria-hidden /> {t('calendarMgmt.addEvent')}
          </Button>
          <EventList vehicleName={vehicleName} onEdit={(e) => (setEditing(e), setEventOpen(true))} />
        </Tabs.Content>
        <Tabs.Content value="rules" className="space-y-3">
          <Button onClick={() => setRuleOpen(true)}>
            <Plus className="size-4" aria-hidden /> {t('calendarMgmt.addRule')}
          </Button>
          <RuleList vehicleName={vehicleName} />
        </Tabs.Content>
      </Tabs.Root>
      <EventDialog open={eventOpen} event={editing} onClose={() => setEventOpen(false)} />
      <RuleDialog open={ruleOpen} onClose={() => setRuleOpen(false)} />
    </Panel>
  );
}

function EventList({ vehicleName, onEdit }: { vehicleName: (id: number | null) => string; onEdit: (e: CalendarEvent) => void }) {
  const { data: events, isPending } = useCalendarEvents();
  const remove = useDeleteEvent();
  if (isPending) return <p className="text-sm text-slate-500">{t('calendarMgmt.loadingEvents')}</p>;
  if (!events?.length) return <EmptyState>{t('calendarMgmt.noEvents')}</EmptyState>;
  const del = (e: CalendarEvent) =>
    remove.mutateAsync(e.id).then(
      () => toast.success(t('calendarMgmt.eventDeleted'), { description: e.title }),
      (error: unknown) => toast.error(calendarFailure('deleteEvent', error)),
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {events.map((e) => (
        <li key={e.id} className="rounded-lg border border-slate-200 p-3 text-sm" aria-label={t('calendarMgmt.event', { title: e.title })}>
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold">{e.title}</p>
            <span className="rounded-full bg-slate-100 px-2 text-xs">{calendarWord(e.eventType)}</span>
          </div>
          <p>
            <time dateTime={e.startTime}>{formatEventTime(e.startTime)}</time> – <time dateTime={e.endTime}>{formatEventTime(e.endTime)}</time>
          </p>
          <p className="text-xs text-slate-600">
            {vehicleName(e.vehicleId)} · <span className={cn('rounded px-1.5 font-semibold', PRIORITY_STYLE[e.priority])}>{calendarWord(e.priority)}</span> ·{' '}
            {calendarWord(e.status)}
          </p>
          {e.description && (
            <p className="text-xs text-slate-600" translate="no">
              {e.description}
            </p>
          )}
          <div className="mt-2 flex gap-2">
            <Button size="sm" variant="secondary" aria-label={t('users.edit', { name: e.title })} onClick={() => onEdit(e)}>
              <Pencil className="size-4" aria-hidden /> {t('profile.edit')}
            </Button>
            <Button size="sm" variant="secondary" aria-label={t('users.delete', { name: e.title })} onClick={() => void del(e)}>
              <Trash2 className="size-4 text-red-700" aria-hidden /> {t('calendarMgmt.delete')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function RuleList({ vehicleName }: { vehicleName: (id: number | null) => string }) {
  const { data: rules, isPending } = useAvailabilityRules();
  const remove = useDeleteRule();
  if (isPending) return <p className="text-sm text-slate-500">{t('calendarMgmt.loadingRules')}</p>;
  if (!rules?.length) return <EmptyState>{t('calendarMgmt.noRules')}</EmptyState>;
  const del = (r: AvailabilityRule) =>
    remove.mutateAsync(r.id).then(
      () => toast.success(t('calendarMgmt.ruleDeleted'), { description: r.ruleName }),
      (error: unknown) => toast.error(calendarFailure('deleteRule', error)),
    );
  const when = (r: AvailabilityRule) =>
    [
      r.dayOfWeek !== null && weekdayName(r.dayOfWeek),
      r.startTime && r.endTime && `${r.startTime}–${r.endTime}`,
      r.startDate && t('calendarMgmt.fromDate', { date: r.startDate }),
      r.endDate && t('calendarMgmt.untilDate', { date: r.endDate }),
    ]
      .filter(Boolean)
      .join(', ') || t('calendarMgmt.always');
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {rules.map((r) => (
        <li key={r.id} className="rounded-lg border border-slate-200 p-3 text-sm" aria-label={t('calendarMgmt.rule', { name: r.ruleName })}>
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold">{r.ruleName}</p>
            <span className="rounded-full bg-slate-100 px-2 text-xs">{calendarWord(r.ruleType)}</span>
          </div>
          <p>{when(r)}</p>
          <p className="text-xs text-slate-600">
            {vehicleName(r.vehicleId)} · {t('calendarMgmt.priority', { n: r.priority })} · {r.isActive ? t('calendarMgmt.active') : t('calendarMgmt.inactive')}
          </p>
          <Button size="sm" variant="secondary" className="mt-2" aria-label={t('users.delete', { name: r.ruleName })} onClick={() => void del(r)}>
            <Trash2 className="size-4 text-red-700" aria-hidden /> {t('calendarMgmt.delete')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
