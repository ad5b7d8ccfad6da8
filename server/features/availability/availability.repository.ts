import { and, asc, eq, gt, inArray, isNull, lt, or, sql, type Placeholder } from 'drizzle-orm';
import { BLOCKING_EVENT_TYPES } from '../../../contract/availability.contract.ts';
import { BLOCKING_STATUSES } from '../../../contract/constants.ts';
import { bookingOverlaps } from '../../db/booking-span.ts';
import type { Database } from '../../db/client.ts';
import { selectNamedBookings } from '../../db/named-bookings.ts';
import { createNotifiedCache } from '../../db/notified-cache.ts';
import { availabilityRules, bookings, calendarEvents } from '../../db/schema.ts';

export type CalendarEventRow = typeof calendarEvents.$inferSelect;
export type AvailabilityRuleRow = typeof availabilityRules.$inferSelect;

/** Events of this vehicle, or of every vehicle (vehicleId null). */
const forVehicle = (column: typeof calendarEvents.vehicleId, vehicleId: number | Placeholder) => or(isNull(column), eq(column, vehicleId));

/** Fired by the rules table's trigger (migration 0053) on any change. */
export const RULES_CHANNEL = 'availability_rules_changed';
/** The one key of the rules kept, all the active ones: the trigger's empty payload. */
const ALL = '';

export function createAvailabilityRepository(db: Database) {
  // Every booking request runs these two: prepared once.
  const blockingEvent = db
    .select()
    .from(calendarEvents)
    .where(
      and(
        forVehicle(calendarEvents.vehicleId, sql.placeholder('vehicleId')),
        inArray(calendarEvents.eventType, BLOCKING_EVENT_TYPES),
        inArray(calendarEvents.status, ['scheduled', 'in_progress']),
        lt(calendarEvents.startTime, sql.placeholder('end')),
        gt(calendarEvents.endTime, sql.placeholder('start')),
      ),
    )
    .orderBy(asc(calendarEvents.startTime))
    .limit(1)
    .prepare('calendar_blocking_event');
  const readActiveRules = db
    .select()
    .from(availabilityRules)
    .where(eq(availabilityRules.isActive, true))
    .orderBy(asc(availabilityRules.priority))
    .prepare('availability_active_rules');
  // The fleet's few rules, which admins change seldom, kept while this instance hears their table (RULES_CHANNEL).
  const activeRules = createNotifiedCache(() => readActiveRules.execute());
  return {
    activeRules,
    listEvents: () => db.select().from(calendarEvents).orderBy(asc(calendarEvents.startTime)),
    async insertEvent(values: typeof calendarEvents.$inferInsert): Promise<CalendarEventRow> {
      const [row] = await db.insert(calendarEvents).values(values).returning();
      return row!;
    },
    async updateEvent(id: number, values: Partial<typeof calendarEvents.$inferInsert>): Promise<CalendarEventRow | undefined> {
      const [row] = await db.update(calendarEvents).set(values).where(eq(calendarEvents.id, id)).returning();
      return row;
    },
    async deleteEvent(id: number): Promise<boolean> {
      return (await db.delete(calendarEvents).where(eq(calendarEvents.id, id)).returning({ id: calendarEvents.id })).length > 0;
    },
    /** A scheduled or running event of a blocking type on this vehicle (or all) overlapping [start, end). */
    async findBlockingEvent(vehicleId: number, start: Date, end: Date): Promise<CalendarEventRow | undefined> {
      const [row] = await blockingEvent.execute({ vehicleId, start: start.toISOString(), end: end.toISOString() });
      return row;
    },
    /** Bookings that hold a vehicle (this one, or any when null) in [from, to), soonest first. */
    heldBookingsBetween: (from: Date, to: Date, vehicleId: number | null) =>
      selectNamedBookings(db)
        .where(and(inArray(bookings.status, BLOCKING_STATUSES), bookingOverlaps(from, to), vehicleId === null ? undefined : eq(bookings.vehicleId, vehicleId)))
        .orderBy(asc(bookings.startTime)),
    listRules: () => db.select().from(availabilityRules).orderBy(asc(availabilityRules.id)),
    async insertRule(values: typeof availabilityRules.$inferInsert): Promise<AvailabilityRuleRow> {
      const [row] = await db.insert(availabilityRules).values(values).returning();
      activeRules.forget(ALL);
      return row!;
    },
    async deleteRule(id: number): Promise<boolean> {
      const deleted = await db.delete(availabilityRules).where(eq(availabilityRules.id, id)).returning({ id: availabilityRules.id });
      activeRules.forget(ALL);
      return deleted.length > 0;
    },
    /** The active rules of this vehicle and of every vehicle, by priority. */
    activeRulesFor: async (vehicleId: number): Promise<AvailabilityRuleRow[]> =>
      (await activeRules.get(ALL)).filter((rule) => rule.vehicleId === null || rule.vehicleId === vehicleId),
  };
}
export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
