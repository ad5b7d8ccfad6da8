import { and, asc, gt, inArray, lt, sql } from 'drizzle-orm';
import { BLOCKING_EVENT_TYPES } from '../../../contract/availability.contract.ts';
import { BLOCKING_STATUSES, TIME_ZONE } from '../../../contract/constants.ts';
import { bookingOverlaps } from '../../db/booking-span.ts';
import type { Database } from '../../db/client.ts';
import { bookings, calendarEvents, users, vehicles } from '../../db/schema.ts';

/** Reads for the availability views: one query each, whatever the size of the fleet. */
export function createFleetAvailabilityRepository(db: Database) {
  return {
    vehicles: () => db.select().from(vehicles).orderBy(asc(vehicles.vehicleNumber)),
    /** Bookings that hold a vehicle in [from, to), with their member's name. */
    bookingsBetween: (from: Date, to: Date) =>
      db
        .select({
          id: bookings.id,
          vehicleId: bookings.vehicleId,
          userId: bookings.userId,
          userName: users.name,
          startTime: bookings.startTime,
          endTime: bookings.endTime,
          status: bookings.status,
          notes: bookings.notes,
          purpose: bookings.purpose,
          isEmergency: bookings.isEmergency,
        })
        .from(bookings)
        .innerJoin(users, sql`${users.id} = ${bookings.userId}`)
        .where(and(inArray(bookings.status, BLOCKING_STATUSES), bookingOverlaps(from, to)))
        .orderBy(asc(bookings.startTime)),
    /** Maintenance, holiday and emergency events that take vehicles out of [from, to). */
    blockingEventsBetween: (from: Date, to: Date) =>
      db
        .select({
          id: calendarEvents.id,
          vehicleId: calendarEvents.vehicleId,
          eventType: calendarEvents.eventType,
          startTime: calendarEvents.startTime,
          endTime: calendarEvents.endTime,
        })
        .from(calendarEvents)
        .where(
          and(
            inArray(calendarEvents.eventType, BLOCKING_EVENT_TYPES),
            inArray(calendarEvents.status, ['scheduled', 'in_progress']),
            lt(calendarEvents.startTime, to),
            gt(calendarEvents.endTime, from),
          ),
        ),
    /** The Jerusalem hours of the day most covered by bookings in the 8 weeks before `until`. */
    async peakHours(until: Date, limit: number): Promise<number[]> {
      const result: unknown = await db.execute(sql`
        select extract(hour from h at time zone ${TIME_ZONE})::int as hour, count(*) as n
        from ${bookings} b, generate_series(date_trunc('hour', b.start_time), b.end_time - interval '1 second', interval '1 hour') h
        where b.status <> 'cancelled' and b.start_time >= ${until.toISOString()}::timestamptz - interval '8 weeks' and b.start_time < ${until.toISOString()}::timestamptz
        group by 1 order by n desc, hour asc limit ${limit}`);
      // node-postgres and PGlite both answer { rows }.
      return (result as { rows: { hour: number | string }[] }).rows.map((r) => Number(r.hour));
    },
  };
}
export type FleetAvailabilityRepository = ReturnType<typeof createFleetAvailabilityRepository>;
