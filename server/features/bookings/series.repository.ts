import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { SeriesRepeat } from '../../../contract/booking-series.contract.ts';
import type { Database } from '../../db/client.ts';
import { bookings, bookingSeries } from '../../db/schema.ts';

export type SeriesRow = typeof bookingSeries.$inferSelect;

/** Booking series (docs/decisions/032): the rule of each; its occurrences are bookings that name it. */
export function createSeriesRepository(db: Database) {
  return {
    async create(values: { userId: number; vehicleId: number; repeat: SeriesRepeat; weeks: number }): Promise<number> {
      const [row] = await db.insert(bookingSeries).values(values).returning({ id: bookingSeries.id });
      return row!.id;
    },
    async remove(id: number): Promise<void> {
      await db.delete(bookingSeries).where(eq(bookingSeries.id, id));
    },
    async find(id: number): Promise<SeriesRow | undefined> {
      const [row] = await db.select().from(bookingSeries).where(eq(bookingSeries.id, id));
      return row;
    },
    /** The series' occurrences that still hold their vehicle and start at or after `from`, soonest first. */
    heldFrom: (id: number, from: Date) =>
      db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.seriesId, id), inArray(bookings.status, ['pending', 'confirmed']), gte(bookings.startTime, from)))
        .orderBy(asc(bookings.startTime)),
  };
}
export type SeriesRepository = ReturnType<typeof createSeriesRepository>;
