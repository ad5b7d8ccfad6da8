import { and, asc, eq, inArray } from 'drizzle-orm';
import { BLOCKING_EVENT_TYPES } from '../../../contract/availability.contract.ts';
import { BLOCKING_STATUSES } from '../../../contract/constants.ts';
import { bookingOverlaps } from '../../db/booking-span.ts';
import type { Database } from '../../db/client.ts';
import { selectNamedBookings } from '../../db/named-bookings.ts';
import { createNotifiedCache } from '../../db/notified-cache.ts';
import { availabilityRules, bookings, calendarEvents } from '../../db/schema.ts';

export type CalendarEventRow = typeof calendarEvents.$inferSelect;
export type AvailabilityRuleRow = typeof availabilityRules.$inferSelect;

/** Fired by the rules table's trigger (migration 0053) on any change. */
export const RULES_CHANNEL = 'availability_rules_changed';
/** Fired by the calendar events table's trigger (migration 0054) on any change. */
export const EVENTS_CHANNEL = 'calendar_events_changed';
/** The one key of the rows kept of each table, all of them: the triggers' empty payload. */
const ALL = '';

export function createAvailabilityRepository(db: Database) {
  // Every booking request reads the blocking events and the active rules: each prepared once, and kept.
  const readBlockingEvents = db
    .select()
    .from(calendarEvents)
    .where(and(inArray(calendarEvents.eventType, BLOCKING_EVENT_TYPES), inArray(calendarEvents.status, ['scheduled', 'in_progress'])))
    .orderBy(asc(calendarEvents.startTime))
    .prepare('calendar_blocking_events');
  const readActiveRules = db
    .select()
    .from(availabilityRules)
    .where(eq(availabilityRules.isActive, true))
    .orderBy(asc(availabilityRules.priority))
    .prepare('availability_active_rules');
  // What admins change seldom, kept while this instance hears the table (RULES_CHANNEL, EVENTS_CHANNEL): the fleet's
  // few rules, and its blocking events, each a booking's round trip to the database (docs/decisions/007).
  const activeRules = createNotifiedCache(() => readActiveRules.execute());
  const blockingEvents = createNotifiedCache(() => readBlockingEvents.execute());
  /** Written through this instance: seen at once, before the table's NOTIFY comes back. */
  const eventsChanged = <T>(row: T): T => (blockingEvents.forget(ALL), row);
  return {
    activeRules,
    blockingEvents,
    listEvents: () => db.select().from(calendarEvents).orderBy(asc(calendarEvents.startTime)),
    async insertEvent(values: typeof calendarEvents.$inferInsert): Promise<CalendarEventRow> {
      const [row] = await db.insert(calendarEvents).values(values).returning();
      return eventsChanged(row!);
    },
    async updateEvent(id: number, values: Partial<typeof calendarEvents.$inferInsert>): Promise<CalendarEventRow | undefined> {
      const [row] = await db.update(calendarEvents).set(values).where(eq(calendarEvents.id, id)).returning();
      return eventsChanged(row);
    },
    async deleteEvent(id: number): Promise<boolean> {
      return eventsChanged((await db.delete(calendarEvents).where(eq(calendarEvents.id, id)).returning({ id: calendarEvents.id })).length > 0);
    },
    /** The first scheduled or running event of a blocking type on this vehicle (or on every vehicle: vehicleId null) overlapping [start, end). */
    async findBlockingEvent(vehicleId: number, start: Date, end: Date): Promise<CalendarEventRow | undefined> {
      return (await blockingEvents.get(ALL)).find(
        (e) => (e.vehicleId === null || e.vehicleId === vehicleId) && e.startTime.getTime() < end.getTime() && e.endTime.getTime() > start.getTime(),
      );
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
