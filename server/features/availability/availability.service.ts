import type {
  AvailabilityRule,
  AvailabilityRuleInput,
  CalendarEvent,
  CalendarEventInput,
} from '../../../contract/availability.contract.ts';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http-errors.ts';
import { formatLocal } from '../../time.ts';
import { assertAdmin, type AuthContext } from '../auth/auth.service.ts';
import type { AvailabilityRepository, AvailabilityRuleRow, CalendarEventRow } from './availability.repository.ts';
import { breaksRule, describeRule } from './rule-check.ts';

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
      throw badRequest(`Vehicle ${vehicleId} does not exist.`);
    }
    throw error;
  }
}

/** Calendar events and availability rules (spec/admin-app.md 2.13), and the booking check they make. */
export function createAvailabilityService(repository: AvailabilityRepository) {
  const eventValues = (input: CalendarEventInput) => ({
    ...input,
    description: input.description ?? null,
    startTime: new Date(input.startTime),
    endTime: new Date(input.endTime),
  });

  return {
    listEvents: async () => (await repository.listEvents()).map(toEvent),
    async createEvent(ctx: AuthContext, input: CalendarEventInput) {
      assertAdmin(ctx);
      return toEvent(await withVehicle(input.vehicleId, () => repository.insertEvent({ ...eventValues(input), createdBy: ctx.user.id })));
    },
    async updateEvent(id: number, input: CalendarEventInput) {
      const row = await withVehicle(input.vehicleId, () => repository.updateEvent(id, eventValues(input)));
      if (!row) throw notFound(`No calendar event with id ${id}.`);
      return toEvent(row);
    },
    async deleteEvent(id: number) {
      if (!(await repository.deleteEvent(id))) throw notFound(`No calendar event with id ${id}.`);
    },
    listRules: async () => (await repository.listRules()).map(toRule),
    createRule: async (input: AvailabilityRuleInput) =>
      toRule(await withVehicle(input.vehicleId, () => repository.insertRule({ ...input, description: input.description ?? null }))),
    async deleteRule(id: number) {
      if (!(await repository.deleteRule(id))) throw notFound(`No availability rule with id ${id}.`);
    },

    /** Refuses (409) a window that a blocking event or an active rule keeps the vehicle from. */
    checkCalendar: async (vehicle: { id: number; vehicleNumber: string }, w: { start: Date; end: Date }): Promise<void> => {
      const event = await repository.findBlockingEvent(vehicle.id, w.start, w.end);
      if (event) {
        throw conflict(
          `${vehicle.vehicleNumber} cannot be booked then: ${event.eventType} "${event.title}" from ${formatLocal(event.startTime)} to ${formatLocal(event.endTime)}.`,
          'CALENDAR_EVENT',
        );
      }
      const rule = (await repository.activeRulesFor(vehicle.id)).find((r) => breaksRule(r, w));
      if (rule) throw conflict(`${vehicle.vehicleNumber} cannot be booked then: rule "${rule.ruleName}" (${describeRule(rule)}).`, 'AVAILABILITY_RULE');
    },
  };
}
export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
