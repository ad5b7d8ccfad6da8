import type { AvailabilityRepository, AvailabilityRuleRow, CalendarEventRow } from './availability.repository.ts';
import { breaksRule, describeRule } from './rule-check.ts';
import type { Withdrawal, Withdrawals } from './withdrawals.ts';
import {
  BLOCKING_EVENT_TYPES,
  type AffectedBooking,
  type AvailabilityRule,
  type AvailabilityRuleInput,
  type CalendarEvent,
  type CalendarEventInput,
} from '../../../contract/availability.contract.ts';
import type { RecordChange } from '../../audit-port.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/pg-errors.ts';
import { badRequest, conflict, notFound, said } from '../../http-errors.ts';

const toEvent = (row: CalendarEventRow): CalendarEvent => ({
  id: row.id,
  title: row.title,
  description: row.description,
  startTime: row.startTime.toISOString(),
  endTime: row.endTime.toISOString(),
  eventType: row.eventType,
  vehicleId: row.vehicleId,
  isAllDay: row.isAllDay,
  priority: row.priority,
  status: row.status,
});

const toRule = ({ createdAt: _created, ...row }: AvailabilityRuleRow): AvailabilityRule => row;

/** A foreign-key failure means the vehicle named does not exist. */
async function withVehicle<T>(vehicleId: number | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (vehicleId !== null && pgErrorCode(error) === FOREIGN_KEY_VIOLATION) {
      throw badRequest(said('vehicle.missing', { id: String(vehicleId) }));
    }
    throw error;
  }
}

/** Calendar events and availability rules (docs/spec/admin-app.md 2.13), and the booking check they make. */
/** How far ahead a new rule's conflicts with bookings are looked for. */
const RULE_LOOKAHEAD_MS = 366 * 86_400_000;

const toAffected = (b: { id: number; vehicleNumber: string; userName: string; startTime: Date; endTime: Date }): AffectedBooking => ({
  id: b.id,
  vehicleNumber: b.vehicleNumber,
  userName: b.userName,
  startTime: b.startTime.toISOString(),
  endTime: b.endTime.toISOString(),
});

export function createAvailabilityService(
  repository: AvailabilityRepository,
  recordChange: RecordChange,
  withdrawals: Withdrawals,
  now: () => Date = () => new Date(),
) {
  /** The affected bookings' members are told their vehicle is taken away (once per booking). */
  const told = async (affected: AffectedBooking[], withdrawal: Withdrawal) => {
    await withdrawals.withdraw(
      affected.map((b) => b.id),
      withdrawal,
    );
    return affected;
  };
  const eventValues = (input: CalendarEventInput) => ({
    ...input,
    description: input.description ?? null,
    startTime: new Date(input.startTime),
    endTime: new Date(input.endTime),
  });

  /** The bookings an event now keeps from their vehicle: none unless it blocks (maintenance, holiday, emergency) and is on. */
  async function heldDuring(event: CalendarEventRow): Promise<AffectedBooking[]> {
    if (!BLOCKING_EVENT_TYPES.includes(event.eventType) || !['scheduled', 'in_progress'].includes(event.status)) return [];
    return (await repository.heldBookingsBetween(event.startTime, event.endTime, event.vehicleId)).map(toAffected);
  }

  /** The bookings of the coming year that an active rule would have refused. */
  async function brokenBy(rule: AvailabilityRuleRow): Promise<AffectedBooking[]> {
    if (!rule.isActive) return [];
    const from = now();
    const held = await repository.heldBookingsBetween(from, new Date(from.getTime() + RULE_LOOKAHEAD_MS), rule.vehicleId);
    return held.filter((b) => breaksRule(rule, { start: b.startTime, end: b.endTime })).map(toAffected);
  }

  return {
    listEvents: async () => (await repository.listEvents()).map(toEvent),
    async createEvent(ctx: AuthContext, input: CalendarEventInput) {
      assertAdmin(ctx);
      const row = await withVehicle(input.vehicleId, () => repository.insertEvent({ ...eventValues(input), createdBy: ctx.user.id }));
      await recordChange(ctx, { entity: 'calendar_event', entityId: row.id, action: 'create', after: toEvent(row) });
      return { ...toEvent(row), affectedBookings: await told(await heldDuring(row), { kind: 'event', detail: row.title, sourceId: row.id }) };
    },
    async updateEvent(ctx: AuthContext, id: number, input: CalendarEventInput) {
      assertAdmin(ctx);
      const row = await withVehicle(input.vehicleId, () => repository.updateEvent(id, eventValues(input)));
      if (!row) throw notFound(said('calendar.eventNotFound', { id: String(id) }));
      await recordChange(ctx, { entity: 'calendar_event', entityId: id, action: 'update', after: toEvent(row) });
      const held = await heldDuring(row);
      // Moved, shortened or cancelled: bookings it no longer reaches have their vehicle again.
      await withdrawals.sourceGone(
        'event',
        id,
        held.map((b) => b.id),
      );
      return { ...toEvent(row), affectedBookings: await told(held, { kind: 'event', detail: row.title, sourceId: row.id }) };
    },
    async deleteEvent(ctx: AuthContext, id: number) {
      assertAdmin(ctx);
      if (!(await repository.deleteEvent(id))) throw notFound(said('calendar.eventNotFound', { id: String(id) }));
      await recordChange(ctx, { entity: 'calendar_event', entityId: id, action: 'delete' });
      await withdrawals.sourceGone('event', id);
    },
    listRules: async () => (await repository.listRules()).map(toRule),
    async createRule(ctx: AuthContext, input: AvailabilityRuleInput) {
      assertAdmin(ctx);
      const row = await withVehicle(input.vehicleId, () => repository.insertRule({ ...input, description: input.description ?? null }));
      await recordChange(ctx, { entity: 'availability_rule', entityId: row.id, action: 'create', after: toRule(row) });
      return { ...toRule(row), affectedBookings: await told(await brokenBy(row), { kind: 'rule', detail: row.ruleName, sourceId: row.id }) };
    },
    async deleteRule(ctx: AuthContext, id: number) {
      assertAdmin(ctx);
      if (!(await repository.deleteRule(id))) throw notFound(said('calendar.ruleNotFound', { id: String(id) }));
      await recordChange(ctx, { entity: 'availability_rule', entityId: id, action: 'delete' });
      await withdrawals.sourceGone('rule', id);
    },

    /** Refuses (409) a window that a blocking event or an active rule keeps the vehicle from. */
    checkCalendar: async (vehicle: { id: number; vehicleNumber: string }, w: { start: Date; end: Date }): Promise<void> => {
      const event = await repository.findBlockingEvent(vehicle.id, w.start, w.end);
      if (event) {
        throw conflict(
          said('calendar.blockedByEvent', {
            vehicle: vehicle.vehicleNumber,
            type: event.eventType,
            title: event.title,
            from: event.startTime.toISOString(),
            until: event.endTime.toISOString(),
          }),
          'CALENDAR_EVENT',
        );
      }
      const rule = (await repository.activeRulesFor(vehicle.id)).find((r) => breaksRule(r, w));
      if (rule)
        throw conflict(
          said('calendar.blockedByRule', { vehicle: vehicle.vehicleNumber, rule: rule.ruleName, description: describeRule(rule) }),
          'AVAILABILITY_RULE',
        );
    },
  };
}
export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
